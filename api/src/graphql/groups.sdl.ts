// Groups and sub-groups in the back office (docs/product.md, "groups"): /groups (list, a group's page with its
// sub-groups, leaders and members, new, edit) and /sub-groups/new, /sub-groups/{id}/edit. Reads need
// the page flags of the pages that show them (groups, group, editSubGroup); creating a group needs
// the group_create function flag (Add New Group); other group writes (edit, delete, moving and
// removing members) the editGroup page flag; sub-group writes newSubGroup / editSubGroup (deleting one too).
// The member-side pages (/view-group, /sub-group/{id}, buddies) are groups.myGroups.sdl.ts.
export const schema = /* GraphQL */ `
  "A group's or sub-group's leader."
  type AdminGroupLeader {
    id: Int!
    name: String!
    email: String!
  }

  type AdminSubGroup {
    id: Int!
    groupId: Int!
    name: String!
    description: String
    "Live (not archived) members in this sub-group."
    memberCount: Int!
    leaders: [AdminGroupLeader!]!
  }

  type AdminGroup {
    id: Int!
    name: String!
    description: String
    "Live (not archived) members of the group, its sub-groups' included."
    memberCount: Int!
    subGroupCount: Int!
    "The group's own leaders (sub-group leaders are under subGroups)."
    leaders: [AdminGroupLeader!]!
    "Sub-groups by name (empty in the list: ask group(id) for them)."
    subGroups: [AdminSubGroup!]!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type AdminGroupList {
    items: [AdminGroup!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A member of a group as the group's page lists them."
  type AdminGroupMember {
    "The user's id (the table's primary key)."
    id: Int!
    name: String!
    email: String!
    subGroupId: Int
    subGroupName: String
    "When they joined this group."
    joinedAt: DateTime!
  }

  type AdminGroupMemberList {
    items: [AdminGroupMember!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A person to pick (leaders, members), with where they are now."
  type GroupUserChoice {
    id: Int!
    name: String!
    email: String!
    "Their group's name now (with the sub-group after a slash), null when they have none."
    current: String
  }

  type GroupChoiceSubGroup {
    id: Int!
    name: String!
  }

  "A group to move members to, with its sub-groups."
  type GroupChoice {
    id: Int!
    name: String!
    subGroups: [GroupChoiceSubGroup!]!
  }

  "What a bulk move did."
  type GroupMoveResult {
    "Members now in the target group (or sub-group)."
    movedCount: Int!
    "Of them, how many came from another group (they left it)."
    fromOtherGroupsCount: Int!
  }

  "What deleting a group did."
  type GroupDeletion {
    id: Int!
    "Members who lost their group."
    removedMemberCount: Int!
  }

  "What deleting a sub-group did."
  type SubGroupDeletion {
    id: Int!
    "The group the sub-group was in: its members stay there."
    groupId: Int!
    "Members who left the sub-group (they are in its group without a sub-group now)."
    movedMemberCount: Int!
  }

  "The group form (new and edit send every field)."
  input GroupInput {
    name: String!
    description: String
    "The group's own leaders (users); the list replaces the current one. A user leads at most one group or sub-group."
    leaderIds: [Int!]
  }

  "The sub-group form: the group it belongs to (fixed after creation), its name (unique in the group) and leaders."
  input SubGroupInput {
    groupId: Int!
    name: String!
    description: String
    leaderIds: [Int!]
  }

  type Query {
    """
    Groups, by name. search: the name contains it (case-insensitive). page is 1-based; pageSize
    1..100 (10). sortBy name, memberCount or createdAt (sortOrder asc unless desc).
    """
    groups(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): AdminGroupList!
      @requireAccess(page: "groups")
    "One group with its leaders and sub-groups; null when there is none with this id."
    group(id: Int!): AdminGroup @requireAccess(page: "group")
    """
    One page of a group's members (of one of its sub-groups with subGroupId), by name. search: name,
    e-mail or Tribe ID contains it. sortBy name or joinedAt.
    """
    groupMembers(groupId: Int!, subGroupId: Int, page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): AdminGroupMemberList!
      @requireAccess(page: "group")
    "One sub-group (the sub-group form); null when there is none with this id."
    subGroup(id: Int!): AdminSubGroup @requireAccess(page: "editSubGroup")
    "Up to 20 groups whose name contains search, by name, with their sub-groups: where bulk moves go."
    groupChoices(search: String): [GroupChoice!]! @requireAccess(page: "group")
    "Up to 20 live users matching search (name, e-mail, Tribe ID), or the users ids: the leader and member pickers."
    groupUserChoices(search: String, ids: [Int!]): [GroupUserChoice!]! @requireAccess(page: "groups")
  }

  type Mutation {
    # group_create: the "Add New Group" function flag allows creating (the newGroup page flag opens the page).
    createGroup(input: GroupInput!): AdminGroup! @requireAccess(function: "group_create")
    updateGroup(id: Int!, input: GroupInput!): AdminGroup! @requireAccess(page: "editGroup")
    """
    Deletes the group with its sub-groups. When it has members, refuses with HAS_MEMBERS (extensions
    memberCount) unless removeMembers is true: then the members lose their group.
    """
    deleteGroup(id: Int!, removeMembers: Boolean): GroupDeletion! @requireAccess(page: "editGroup")
    """
    Moves members (users) to the group, or to one of its sub-groups, in one transaction: a user in
    another group leaves it (one group per user). Up to 500 at a time.
    """
    moveGroupMembers(userIds: [Int!]!, groupId: Int!, subGroupId: Int): GroupMoveResult! @requireAccess(page: "editGroup")
    "Takes members out of the group (they have no group afterwards); answers how many left."
    removeGroupMembers(groupId: Int!, userIds: [Int!]!): Int! @requireAccess(page: "editGroup")
    createSubGroup(input: SubGroupInput!): AdminSubGroup! @requireAccess(page: "newSubGroup")
    updateSubGroup(id: Int!, input: SubGroupInput!): AdminSubGroup! @requireAccess(page: "editSubGroup")
    """
    Deletes the sub-group; its leaders stop leading it. When it has members, refuses with
    HAS_MEMBERS (extensions memberCount) unless removeMembers is true: then they stay in its group
    without a sub-group.
    """
    deleteSubGroup(id: Int!, removeMembers: Boolean): SubGroupDeletion! @requireAccess(page: "editSubGroup")
  }
`

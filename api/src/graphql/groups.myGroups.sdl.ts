// Groups, sub-groups and buddies from the member and leader side (docs/product.md, "groups"
// and "Menus"): /view-group and /groups/members, /sub-group/{id} and
// /subgroups/members, /accountability-buddies and /challenge-buddies. Row rules
// (services/groups/access.ts): a group for its leader and for staff whose page access allows
// viewGroupMembers; a sub-group for its leader, its group's leader and staff with
// viewSubGroupMembers; buddies for the member's own accountability or challenge group only, and
// only while the enable-challenge-buddies setting is 'true'. A group you may not read answers
// null (its member list empty), exactly like one that does not exist.
export const schema = /* GraphQL */ `
  type GroupPersonStage {
    id: Int!
    number: Int!
    name: String!
  }

  type GroupPersonSubGroup {
    id: Int!
    name: String!
  }

  "A member of a group or a buddy, with where they are on their journey."
  type GroupPerson {
    id: Int!
    firstName: String!
    lastName: String!
    "For /profile/{slug}."
    slug: String!
    profileImage: String
    "Null: no stage yet (stage 0)."
    stage: GroupPersonStage
    "Tribe Points: the sum of the user's point ledger."
    points: Int!
    "The latest of: last sign-in, last lesson progress, last finished task. Null if none."
    lastActivityAt: DateTime
    "Their sub-group within the group, if any (group lists only)."
    subGroup: GroupPersonSubGroup
  }

  type GroupPersonList {
    items: [GroupPerson!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type GroupLeader {
    id: Int!
    firstName: String!
    lastName: String!
    slug: String!
  }

  type LedSubGroupSummary {
    id: Int!
    name: String!
    description: String
    memberCount: Int!
  }

  type LedGroup {
    id: Int!
    name: String!
    description: String
    "Members not archived."
    memberCount: Int!
    leaders: [GroupLeader!]!
    subGroups: [LedSubGroupSummary!]!
  }

  type LedSubGroup {
    id: Int!
    name: String!
    description: String
    groupId: Int!
    groupName: String!
    memberCount: Int!
    leaders: [GroupLeader!]!
  }

  "An accountability or challenge group as one of its members (or its leader) sees it."
  type BuddyGroup {
    id: Int!
    name: String!
    "Challenge groups only."
    startsOn: Date
    endsOn: Date
    leader: GroupPerson
    "The members (the viewer included), by name."
    buddies: GroupPersonList!
  }

  "An accountability group as a group or stage leader sees it (/accountability-groups)."
  type LedAccountabilityGroup {
    id: Int!
    name: String!
    "The team lead; null when they left or were archived."
    leader: GroupPerson
    "Live members (the team lead is not one of them)."
    memberCount: Int!
    "Every live member, by name."
    members: [GroupPerson!]!
  }

  type LedAccountabilityGroupList {
    items: [LedAccountabilityGroup!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type Query {
    "The group: id, or by default the one the user leads. Null when missing or not readable."
    viewGroup(id: Int): LedGroup @requireAuth
    "One page of a group's members by name: groupId, or by default the group the user leads."
    viewGroupMembers(groupId: Int, page: Int, pageSize: Int): GroupPersonList! @requireAuth
    viewSubGroup(id: Int!): LedSubGroup @requireAuth
    "One page of a sub-group's members by name: subGroupId, or by default the sub-group the user leads."
    viewSubGroupMembers(subGroupId: Int, page: Int, pageSize: Int): GroupPersonList! @requireAuth
    "The user's accountability group (the one they belong to, else the one they lead); null when they have none or enable-challenge-buddies is off."
    accountabilityBuddies(page: Int, pageSize: Int): BuddyGroup @requireAuth
    "The user's challenge group (the latest to start); null when they have none or enable-challenge-buddies is off."
    challengeBuddies(page: Int, pageSize: Int): BuddyGroup @requireAuth
    """
    The accountability groups of the people the user leads: every group whose team lead
    or a live member is in the group they lead or at the stage they lead, by name, one page. Empty
    for anyone who leads no group or stage.
    """
    ledAccountabilityGroups(page: Int, pageSize: Int): LedAccountabilityGroupList! @requireAuth
  }
`

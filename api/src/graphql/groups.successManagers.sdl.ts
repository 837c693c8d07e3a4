// Success managers in the back office: /success-managers (the managers: users holding the
// success-manager access level with a success_managers row, accepting members or not, how many they
// look after) and /success-managers/{id} (one manager's members, assigning and unassigning). Reads
// need the successManagers / successManager page flags; the writes happen on a manager's page, so
// they need successManager.
export const schema = /* GraphQL */ `
  type SuccessManager {
    "The success_managers row's id (the address /success-managers/{id})."
    id: Int!
    userId: Int!
    name: String!
    email: String!
    "Whether new members may be assigned to them."
    isAcceptingMembers: Boolean!
    memberCount: Int!
  }

  type SuccessManagerList {
    items: [SuccessManager!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A member a success manager looks after."
  type SuccessManagerMember {
    "The member's user id (the table's primary key)."
    id: Int!
    name: String!
    email: String!
    assignedAt: DateTime!
    assignedByName: String
  }

  type SuccessManagerMemberList {
    items: [SuccessManagerMember!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A person to assign, with their success manager now (null when they have none)."
  type SuccessManagerMemberChoice {
    id: Int!
    name: String!
    email: String!
    current: String
  }

  "A member who was moved from another manager by an assignment."
  type SuccessManagerMove {
    userId: Int!
    name: String!
    "The manager they had before."
    fromManagerName: String!
  }

  type SuccessManagerAssignment {
    assignedCount: Int!
    "Members taken from another manager (a member has at most one)."
    moved: [SuccessManagerMove!]!
  }

  type Query {
    "The success managers, by name. search: name or e-mail contains it. sortBy name or memberCount."
    successManagers(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): SuccessManagerList!
      @requireAccess(page: "successManagers")
    "One success manager; null when there is none with this id."
    successManager(id: Int!): SuccessManager @requireAccess(page: "successManager")
    "One page of a manager's members, by name. search: name, e-mail or Tribe ID contains it."
    successManagerMembers(successManagerId: Int!, page: Int, pageSize: Int, search: String): SuccessManagerMemberList!
      @requireAccess(page: "successManager")
    "Up to 20 live users matching search, each with their manager now: the assign picker."
    successManagerMemberChoices(search: String): [SuccessManagerMemberChoice!]! @requireAccess(page: "successManager")
  }

  type Mutation {
    """
    Assigns members to the manager in one transaction. A member has at most one manager: one who had
    another is moved (listed in moved). Refused when the manager is not accepting members.
    """
    assignSuccessManagerMembers(successManagerId: Int!, userIds: [Int!]!): SuccessManagerAssignment!
      @requireAccess(page: "successManager")
    "Unassigns members from the manager; answers how many were unassigned."
    unassignSuccessManagerMembers(successManagerId: Int!, userIds: [Int!]!): Int! @requireAccess(page: "successManager")
    "Opens or closes the manager to new members."
    setSuccessManagerAccepting(id: Int!, isAcceptingMembers: Boolean!): SuccessManager! @requireAccess(page: "successManager")
  }
`

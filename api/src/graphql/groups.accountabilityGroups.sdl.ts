// Accountability groups in the back office: /accountability-team-lead-selection[/{id}]
// (each group's team lead; creating a group by choosing its lead) and /admin-accountability-group
// (members assigned to a group, in bulk). The members see theirs at /accountability-buddies
// (groups.myGroups.sdl.ts). Every field needs the adminAccountabilityGroup page flag: the team-lead pages
// have no flag of their own, so they are guarded by it too.
export const schema = /* GraphQL */ `
  type BuddyPerson {
    id: Int!
    name: String!
    email: String!
  }

  type AccountabilityGroup {
    id: Int!
    name: String!
    "The team lead; null when they left (the group stays)."
    leader: BuddyPerson
    memberCount: Int!
    "The live members by name."
    members: [BuddyPerson!]!
    createdAt: DateTime!
  }

  type AccountabilityGroupList {
    items: [AccountabilityGroup!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A person to pick, with their accountability group now (null when they have none)."
  type BuddyUserChoice {
    id: Int!
    name: String!
    email: String!
    current: String
  }

  type BuddyAssignment {
    assignedCount: Int!
    "Of them, how many left another group (a member has one accountability group)."
    movedCount: Int!
  }

  "An accountability group: its name and team lead (a user leads at most one)."
  input AccountabilityGroupInput {
    name: String!
    leaderId: Int!
  }

  type Query {
    "Accountability groups by name. search: the group's or the lead's name contains it."
    accountabilityGroups(page: Int, pageSize: Int, search: String): AccountabilityGroupList!
      @requireAccess(page: "adminAccountabilityGroup")
    accountabilityGroup(id: Int!): AccountabilityGroup @requireAccess(page: "adminAccountabilityGroup")
    "Up to 20 live users matching search, with their accountability group now."
    accountabilityUserChoices(search: String): [BuddyUserChoice!]! @requireAccess(page: "adminAccountabilityGroup")
  }

  type Mutation {
    "Creates a group led by the chosen team lead."
    createAccountabilityGroup(input: AccountabilityGroupInput!): AccountabilityGroup! @requireAccess(page: "adminAccountabilityGroup")
    "Renames the group or picks another team lead (the lead stops being one of its members)."
    updateAccountabilityGroup(id: Int!, input: AccountabilityGroupInput!): AccountabilityGroup!
      @requireAccess(page: "adminAccountabilityGroup")
    "Deletes the group; its members have no accountability group afterwards."
    deleteAccountabilityGroup(id: Int!): Int! @requireAccess(page: "adminAccountabilityGroup")
    "Assigns members to the group in one transaction; one in another group leaves it."
    assignAccountabilityMembers(accountabilityGroupId: Int!, userIds: [Int!]!): BuddyAssignment!
      @requireAccess(page: "adminAccountabilityGroup")
    "Takes members out of the group; answers how many."
    removeAccountabilityMembers(accountabilityGroupId: Int!, userIds: [Int!]!): Int! @requireAccess(page: "adminAccountabilityGroup")
  }
`

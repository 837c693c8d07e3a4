// Challenge groups in the back office: /challenge-groups (groups formed for a time-boxed
// challenge, each with an optional leader and dates, and their members, assigned in bulk). A member
// may take part in several challenges over time; at /challenge-buddies (groups.myGroups.sdl.ts) they see
// their latest one. Every field needs the challengeGroups page flag.
export const schema = /* GraphQL */ `
  type ChallengeGroup {
    id: Int!
    name: String!
    "The challenge's first and last day (Asia/Manila calendar dates), when set."
    startsOn: Date
    endsOn: Date
    leader: BuddyPerson
    memberCount: Int!
    "The live members by name."
    members: [BuddyPerson!]!
    createdAt: DateTime!
  }

  type ChallengeGroupList {
    items: [ChallengeGroup!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  input ChallengeGroupInput {
    name: String!
    leaderId: Int
    "YYYY-MM-DD"
    startsOn: String
    "YYYY-MM-DD, on or after startsOn"
    endsOn: String
  }

  type Query {
    "Challenge groups, latest challenge first (undated last). search: the group's name contains it."
    challengeGroups(page: Int, pageSize: Int, search: String): ChallengeGroupList! @requireAccess(page: "challengeGroups")
    challengeGroup(id: Int!): ChallengeGroup @requireAccess(page: "challengeGroups")
    "Up to 20 live users matching search, with the challenge groups they are in now."
    challengeUserChoices(search: String): [BuddyUserChoice!]! @requireAccess(page: "challengeGroups")
  }

  type Mutation {
    createChallengeGroup(input: ChallengeGroupInput!): ChallengeGroup! @requireAccess(page: "challengeGroups")
    updateChallengeGroup(id: Int!, input: ChallengeGroupInput!): ChallengeGroup! @requireAccess(page: "challengeGroups")
    "Deletes the group and its memberships."
    deleteChallengeGroup(id: Int!): Int! @requireAccess(page: "challengeGroups")
    "Adds members to the group in one transaction (they stay in their other challenges); movedCount is 0."
    assignChallengeMembers(challengeGroupId: Int!, userIds: [Int!]!): BuddyAssignment! @requireAccess(page: "challengeGroups")
    removeChallengeMembers(challengeGroupId: Int!, userIds: [Int!]!): Int! @requireAccess(page: "challengeGroups")
  }
`

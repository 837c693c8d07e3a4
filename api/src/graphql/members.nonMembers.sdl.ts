// Non-members (docs/product.md, "members"): /community/non-members (the list, each row offering Enrol ->
// /enroll-user/{id}), /community/non-members/new (Create User Account), /{id} and /{id}/edit.
// A non-member is a user who is NOT archived and does not hold the `member` access level (the
// members list's member type rule: api/src/services/members/memberSql.ts isMemberSql).
export const schema = /* GraphQL */ `
  type PersonBatchRef {
    id: Int!
    name: String!
  }

  type NonMember {
    id: Int!
    email: String!
    firstName: String!
    lastName: String!
    tribeId: String
    mobileNumber: String
    batch: PersonBatchRef
    "The names of the access levels held (a new account holds non-member)."
    accessLevels: [String!]!
    "False until the person sets a password through forgot password."
    hasPassword: Boolean!
    createdAt: DateTime!
  }

  type NonMemberList {
    items: [NonMember!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  input NonMemberInput {
    firstName: String!
    lastName: String!
    "Stored lower-cased; unique."
    email: String!
    "Optional; a Philippine or international mobile number (common/mobile.ts)."
    mobileNumber: String
    batchId: Int
  }

  type Query {
    "Users who are not archived and hold no member access level, newest first. sortBy: name, email, tribeId, createdAt. search: part of the name, e-mail or Tribe ID."
    nonMembers(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): NonMemberList!
      @requireAccess(page: "nonMembers")
    "One non-member (null when the id is not a non-member)."
    nonMember(id: Int!): NonMember @requireAccess(page: "user")
    "The batches a new or edited account may be put in, latest launch first."
    nonMemberBatchOptions: [PersonBatchRef!]! @requireAccess(page: "nonMembers")
  }

  type Mutation {
    "Create User Account: a non-member with no password (they set one with forgot password)."
    createNonMember(input: NonMemberInput!): NonMember! @requireAccess(function: "user_create")
    "Edits a non-member's basic fields."
    updateNonMember(id: Int!, input: NonMemberInput!): NonMember! @requireAccess(page: "editUser")
  }
`

// Archived users: /community/archivedUsers[/{id}]. Archiving sets users.archivedAt,
// ends every session and refuses sign-in with the existing "disabled" message (it also sets
// disabledAt when the account was not already disabled; restore clears what archiving set).
// No data is deleted. archiveUser is also what the member and non-member pages call.
export const schema = /* GraphQL */ `
  type ArchivedUser {
    id: Int!
    email: String!
    firstName: String!
    lastName: String!
    tribeId: String
    "Holds the member access level."
    isMember: Boolean!
    "Null once restored."
    archivedAt: DateTime
    createdAt: DateTime!
    "Rows that stay with the account while archived (subscriptions, lesson progress, form responses)."
    subscriptionCount: Int!
    lessonProgressCount: Int!
    formResponseCount: Int!
  }

  type ArchivedUserList {
    items: [ArchivedUser!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type Query {
    "Archived users, most recently archived first. sortBy: name, email, tribeId, archivedAt. search: part of the name, e-mail or Tribe ID."
    archivedUsers(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): ArchivedUserList!
      @requireAccess(page: "archivedUsers")
    "One archived user (null when the id is not archived)."
    archivedUser(id: Int!): ArchivedUser @requireAccess(page: "archivedUsers")
  }

  type Mutation {
    "Archives a user: sign-in refused, sessions ended, no data lost."
    archiveUser(id: Int!): ArchivedUser! @requireAccess(page: "editUser")
    "Restores an archived user."
    restoreUser(id: Int!): ArchivedUser! @requireAccess(page: "archivedUsers")
  }
`

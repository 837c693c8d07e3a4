// Users as the shell sees them: one user's names and access level, and the member's own
// returnee flag. (Admin user CRUD and user(id) { invoice } extend these types later.)
export const schema = /* GraphQL */ `
  type UserProfile {
    firstName: String!
    lastName: String!
    middleName: String
    suffix: String
    sex: String
    "'YYYY-MM-DD'."
    birthdate: Date
  }

  type UserAccessLevel {
    id: Int!
    name: String!
    label: String!
  }

  type User {
    id: Int!
    email: String!
    firstName: String!
    lastName: String!
    middleName: String
    suffix: String
    sex: String
    birthdate: Date
    """
    The access level name acting now when the user reads themself (the x-current-role choice);
    for someone else, the one they would start as: member if held, else their first; null if none.
    """
    accessLevel: String
    accessLevels: [UserAccessLevel!]!
    userProfile: UserProfile!
  }

  type Query {
    "The user, readable by themself or with page access user or users; null otherwise (also when missing)."
    user(id: Int!): User @requireAuth
  }

  type Mutation {
    "Turns off the welcome-back (returnee) modal for the signed-in user. Always true."
    hideReturneeModal: Boolean! @requireAuth
  }
`

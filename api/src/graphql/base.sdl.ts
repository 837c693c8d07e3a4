// Scalars and the redwood root field. Each domain's SDL adds its own `type Query` and
// `type Mutation` fields; graphql-tools merges same-named types.
export const schema = /* GraphQL */ `
  scalar DateTime
  scalar Date
  scalar JSON
  scalar JSONObject

  type Redwood {
    version: String
    currentUser: JSON
  }

  type Query {
    redwood: Redwood @skipAuth
  }
`

// Scalars, the lists' sort direction and the redwood root field. Each domain's SDL adds its own
// `type Query` and `type Mutation` fields; graphql-tools merges same-named types.
export const schema = /* GraphQL */ `
  scalar DateTime
  scalar Date
  scalar JSON
  scalar JSONObject

  "The direction of a list's sortBy (lists paginate on the server: docs/api.md)."
  enum SortOrder {
    asc
    desc
  }

  type Redwood {
    version: String
    currentUser: JSON
  }

  type Query {
    redwood: Redwood @skipAuth
  }
`

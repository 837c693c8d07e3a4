// The navbar's global search (spec part 1 sections 2, 3 and 4).
export const schema = /* GraphQL */ `
  type SearchResult {
    title: String!
    "course, event, resource or lesson."
    type: String!
    id: Int!
    "For a lesson, its course's id (links go to /courses/my-courses/{subId}/{id}); null otherwise."
    subId: Int
  }

  type Query {
    """
    Published content whose title contains query (case-insensitive), titles starting with it
    first; at most 20. type narrows to course, event, resource or lesson. Blank query: [].
    """
    globalSearch(query: String!, type: String): [SearchResult!]! @requireAuth
  }
`

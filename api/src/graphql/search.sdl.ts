// The navbar's global search (docs/product.md, "search").
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
    Content whose title contains query (case-insensitive), titles starting with it first; at most
    20. Only what the caller may open on the page the result links to, by the role they act as:
    a member their own products' live courses and lessons and the events and resources their
    membership opens; a non-member the live member content behind the membership gate; any other
    role the live rows of each kind whose back-office page (course, event, resourceFile, lesson)
    its page access allows. type narrows to course, event, resource or lesson. Blank query: [].
    """
    globalSearch(query: String!, type: String): [SearchResult!]! @requireAuth
  }
`

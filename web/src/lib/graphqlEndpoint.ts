/** The GraphQL endpoint (spec: GraphQL URL). Its own module: the entry chunk needs the address (auth.ts fetches currentUser with it) but not Apollo. */
export const GRAPHQL_URL = '/api/graphql'

// What the app keeps of its one Apollo client: the options to make it and, once made, the client.
// Its own file so graphqlClient.tsx (which holds it) and GraphQLRoot.tsx (which fills it in) both
// import it without importing each other.
import type { ApolloClient } from '@apollo/client'
import type { ApolloClientOptions } from './apollo'

/** The client's options and, once a screen has needed it, the client. */
export type GraphQLClientHolder = {
  options: Pick<ApolloClientOptions, 'getToken' | 'getCurrentRoleId'>
  client?: ApolloClient<unknown>
}

// The Apollo provider, in a chunk of its own with @apollo/client (about 45 KB gzipped): loaded only
// for screens that run GraphQL (graphqlClient.tsx), never before a sign-in screen can render.
import type { ReactNode } from 'react'
import { ApolloProvider } from '@apollo/client'
import { createApolloClient } from './apollo'
import type { GraphQLClientHolder } from './graphqlClientHolder'

/** The app's one Apollo client, made on first use from the holder's options. */
export function clientFor(holder: GraphQLClientHolder) {
  holder.client ??= createApolloClient(holder.options)
  return holder.client
}

/** Provides the app's one Apollo client to everything below. */
export default function GraphQLRoot({ holder, children }: { holder: GraphQLClientHolder; children?: ReactNode }) {
  return <ApolloProvider client={clientFor(holder)}>{children}</ApolloProvider>
}

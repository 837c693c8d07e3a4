// The app's one Apollo client, without Apollo in the entry chunk. The sign-in screens talk to
// /api/auth, not GraphQL, so @apollo/client (GraphQLRoot.tsx and its chunk) loads only with the
// layouts and pages that need it: lazyWithGraphQL() loads such a component and the client's code
// side by side, and provides the client around it. The client itself is made once per app
// (GraphQLClientProvider in App.tsx holds it), so every screen shares one cache.
//
// Only types come from @apollo/client here: `import type` leaves nothing in the bundle.
import { createContext, lazy, useCallback, useContext, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import type { ApolloClient, ApolloError, DocumentNode, FetchResult, OperationVariables, TypedDocumentNode } from '@apollo/client'
import type { GraphQLClientHolder } from './graphqlClientHolder'

export type { GraphQLClientHolder } from './graphqlClientHolder'

const GraphQLClientContext = createContext<GraphQLClientHolder | null>(null)

type ProviderProps = GraphQLClientHolder['options'] & {
  /** A client made elsewhere (tests hand over their MockedProvider's); by default one is made on first need. */
  client?: ApolloClient<unknown>
  children?: ReactNode
}

/** Holds the client for everything below; the client is made when a screen first needs it. */
export function GraphQLClientProvider({ children, client, ...options }: ProviderProps) {
  const [holder] = useState<GraphQLClientHolder>(() => ({ options, client }))
  return <GraphQLClientContext.Provider value={holder}>{children}</GraphQLClientContext.Provider>
}

/**
 * Drops every cached GraphQL answer (after logout, or a role switch: data cached for one user or
 * role must not show for the next). Nothing to do when no screen has made the client yet.
 */
export function useClearGraphQLCache(): () => Promise<void> {
  const holder = useContext(GraphQLClientContext)
  return useCallback(async () => {
    await holder?.client?.clearStore()
  }, [holder])
}

let graphQLRoot: Promise<typeof import('./GraphQLRoot')> | undefined
/** The Apollo chunk, fetched once. */
export const loadGraphQLRoot = () => (graphQLRoot ??= import('./GraphQLRoot'))

/**
 * A lazily loaded component that runs GraphQL: its chunk and Apollo's load at the same time (not
 * one after the other), and it renders inside the app's Apollo provider.
 */
export function lazyWithGraphQL<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [{ default: Component }, { default: GraphQLRoot }] = await Promise.all([load(), loadGraphQLRoot()])
    function WithGraphQL(props: P) {
      const holder = useContext(GraphQLClientContext)
      if (!holder) throw new Error('A GraphQL screen needs GraphQLClientProvider above it (App.tsx)')
      return (
        <GraphQLRoot holder={holder}>
          <Component {...props} />
        </GraphQLRoot>
      )
    }
    return { default: WithGraphQL as ComponentType<P> }
  })
}

type MutationState = { loading: boolean; error?: ApolloError }

/**
 * useMutation for a screen that must render before Apollo's code has arrived (the signed-out
 * forms: reset password, bug report). The code starts loading once the screen is up, and a call
 * waits for it if it has not arrived yet. Same contract as useMutation's: `mutate` resolves with
 * the result or rejects with the ApolloError, which `error` then holds until the next call.
 */
export function useMutationOnDemand<TData, TVariables extends OperationVariables>(
  mutation: DocumentNode | TypedDocumentNode<TData, TVariables>,
): [(options: { variables: TVariables }) => Promise<FetchResult<TData>>, MutationState] {
  const holder = useContext(GraphQLClientContext)
  const [state, setState] = useState<MutationState>({ loading: false })
  useEffect(() => {
    void loadGraphQLRoot()
  }, [])
  const mutate = useCallback(
    async (options: { variables: TVariables }) => {
      if (!holder) throw new Error('useMutationOnDemand needs GraphQLClientProvider above it (App.tsx)')
      setState({ loading: true })
      try {
        const { clientFor } = await loadGraphQLRoot()
        const result = await clientFor(holder).mutate<TData, TVariables>({ mutation, variables: options.variables })
        setState({ loading: false })
        return result
      } catch (error) {
        setState({ loading: false, error: error as ApolloError })
        throw error
      }
    },
    [holder, mutation],
  )
  return [mutate, state]
}

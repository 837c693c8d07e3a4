import { gql, useApolloClient, useQuery } from '@apollo/client'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createApolloClient } from './apollo'
import { GraphQLClientProvider, lazyWithGraphQL, useClearGraphQLCache, useMutationOnDemand } from './graphqlClient'

const HIDE = gql`
  mutation Hide($id: Int!) {
    hide(id: $id)
  }
`
const STAGES = gql`
  query Stages {
    stages {
      id
      name
    }
  }
`

/** A fetch answering every request with `body` (GraphQL JSON), recording the requests. */
function answering(body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(body))
}

function clientWith(fetch: typeof globalThis.fetch) {
  return createApolloClient({ getToken: () => 'tok', getCurrentRoleId: () => 'member', fetch })
}

const holderOf = (client: ReturnType<typeof clientWith>) =>
  function Holder({ children }: { children?: ReactNode }) {
    return (
      <GraphQLClientProvider client={client} getToken={() => null} getCurrentRoleId={() => null}>
        {children}
      </GraphQLClientProvider>
    )
  }

describe('useMutationOnDemand', () => {
  it('runs the mutation through the app client, loading while it waits', async () => {
    const fetch = answering({ data: { hide: true } })
    const { result } = renderHook(() => useMutationOnDemand<{ hide: boolean }, { id: number }>(HIDE), { wrapper: holderOf(clientWith(fetch)) })
    expect(result.current[1]).toEqual({ loading: false })

    let pending!: Promise<unknown>
    act(() => {
      pending = result.current[0]({ variables: { id: 7 } })
    })
    expect(result.current[1].loading).toBe(true)
    await act(async () => {
      await expect(pending).resolves.toMatchObject({ data: { hide: true } })
    })
    expect(result.current[1]).toEqual({ loading: false })
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toMatchObject({ operationName: 'Hide', variables: { id: 7 } })
  })

  it('rejects with the GraphQL error and keeps it as `error`, as useMutation does', async () => {
    const fetch = answering({ errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] })
    const { result } = renderHook(() => useMutationOnDemand(HIDE), { wrapper: holderOf(clientWith(fetch)) })
    await act(async () => {
      await expect(result.current[0]({ variables: { id: 1 } })).rejects.toThrow('Not allowed')
    })
    expect(result.current[1].loading).toBe(false)
    expect(result.current[1].error?.graphQLErrors[0].extensions?.code).toBe('FORBIDDEN')
  })
})

describe('useClearGraphQLCache', () => {
  it("drops the client's cached answers", async () => {
    const client = clientWith(answering({ data: { stages: [{ __typename: 'Stage', id: 1, name: 'One' }] } }))
    await client.query({ query: STAGES })
    expect(client.readQuery({ query: STAGES })).not.toBeNull()
    const { result } = renderHook(() => useClearGraphQLCache(), { wrapper: holderOf(client) })
    await act(() => result.current())
    expect(client.readQuery({ query: STAGES })).toBeNull()
  })

  it('has nothing to do before any screen made the client', async () => {
    const Holder = ({ children }: { children?: ReactNode }) => (
      <GraphQLClientProvider getToken={() => null} getCurrentRoleId={() => null}>
        {children}
      </GraphQLClientProvider>
    )
    const { result } = renderHook(() => useClearGraphQLCache(), { wrapper: Holder })
    await expect(result.current()).resolves.toBeUndefined()
  })
})

describe('lazyWithGraphQL', () => {
  it('renders the loaded component inside the app client, made once for every screen', async () => {
    const fetch = answering({ data: { stages: [{ __typename: 'Stage', id: 1, name: 'Foundation' }] } })
    vi.stubGlobal('fetch', fetch)
    const seen: unknown[] = []
    function Stages() {
      seen.push(useApolloClient())
      const { data } = useQuery(STAGES)
      return <p>{data?.stages[0].name ?? 'loading'}</p>
    }
    const First = lazyWithGraphQL(async () => ({ default: Stages }))
    const Second = lazyWithGraphQL(async () => ({ default: Stages }))
    render(
      <GraphQLClientProvider getToken={() => 'tok'} getCurrentRoleId={() => 'member'}>
        <First />
        <Second />
      </GraphQLClientProvider>,
    )
    await waitFor(() => expect(screen.getAllByText('Foundation')).toHaveLength(2))
    expect(new Set(seen).size).toBe(1)
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('authorization')).toBe('Bearer tok')
    vi.unstubAllGlobals()
  })
})

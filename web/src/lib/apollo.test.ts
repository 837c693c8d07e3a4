import { gql } from '@apollo/client'
import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { createApolloClient, sha256 } from './apollo'

const STAGES = gql`
  query FindStages {
    stages {
      id
      name
    }
  }
`

function fakeFetch() {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify({ data: { stages: [{ __typename: 'Stage', id: 1, name: 'Stage 0' }] } }), {
      headers: { 'content-type': 'application/json' },
    }),
  )
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries())
}

describe('createApolloClient', () => {
  it('sends the dbAuth headers, the current role and same-origin credentials to /api/graphql', async () => {
    const fetch = fakeFetch()
    const client = createApolloClient({ getToken: async () => 'tok-123', getCurrentRoleId: () => 'member', fetch })
    const result = await client.query({ query: STAGES })
    expect(result.data.stages[0].name).toBe('Stage 0')
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/api/graphql')
    expect(init?.credentials).toBe('same-origin')
    expect(headersOf(init)).toMatchObject({
      'auth-provider': 'dbAuth',
      authorization: 'Bearer tok-123',
      'x-current-role': 'member',
    })
  })

  it('reads the token and role again for every request', async () => {
    const fetch = fakeFetch()
    let role = 'member'
    const client = createApolloClient({ getToken: () => null, getCurrentRoleId: () => role, fetch })
    await client.query({ query: STAGES, fetchPolicy: 'network-only' })
    role = 'tribe-team-ro'
    await client.query({ query: STAGES, fetchPolicy: 'network-only' })
    expect(headersOf(fetch.mock.calls[1][1])['x-current-role']).toBe('tribe-team-ro')
    // Logged out: no empty bearer header.
    expect(headersOf(fetch.mock.calls[0][1]).authorization).toBeUndefined()
  })

  it('defaults watched queries to cache-and-network with network-status notifications', () => {
    const client = createApolloClient({ getToken: () => null, getCurrentRoleId: () => null, fetch: fakeFetch() })
    expect(client.defaultOptions.watchQuery).toEqual({
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: true,
    })
  })

  it('sends the full query unless the operation asks for a persisted query', async () => {
    const fetch = fakeFetch()
    const client = createApolloClient({ getToken: () => 't', getCurrentRoleId: () => null, fetch })
    await client.query({ query: STAGES })
    const body = JSON.parse(String(fetch.mock.calls[0][1]?.body))
    expect(body.query).toContain('FindStages')
    expect(body.extensions?.persistedQuery).toBeUndefined()
  })

  it('sends only the sha256 hash for operations flagged persisted', async () => {
    const fetch = fakeFetch()
    const client = createApolloClient({ getToken: () => 't', getCurrentRoleId: () => null, fetch })
    await client.query({ query: STAGES, context: { persisted: true } })
    const body = JSON.parse(String(fetch.mock.calls[0][1]?.body))
    expect(body.query).toBeUndefined()
    expect(body.extensions.persistedQuery.version).toBe(1)
    expect(body.extensions.persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('sha256', () => {
  it('matches the Node digest', async () => {
    expect(await sha256('query { a }')).toBe(createHash('sha256').update('query { a }').digest('hex'))
  })
})

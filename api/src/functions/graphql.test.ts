import { createHash } from 'node:crypto'
import { GraphQLError } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createServer } from '../server'
import { UserInputError } from '../lib/errors'
import { maskError } from './graphql'

describe('/api/graphql', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  const post = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/graphql', payload: { query }, headers })

  it('answers redwood { version currentUser } signed out', async () => {
    const response = await post('{ redwood { version currentUser } }')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: { redwood: { version: expect.any(String), currentUser: null } } })
  })

  it('refuses a protected operation signed out with UNAUTHENTICATED', async () => {
    const response = await post('{ getDuesAndExpiration { expired { id } } }')
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED')
  })

  it('treats a bearer token that matches no session as signed out', async () => {
    const response = await post('{ redwood { currentUser } }', { 'auth-provider': 'dbAuth', authorization: 'Bearer forged' })
    expect(response.json().data.redwood.currentUser).toBeNull()
  })
})

describe('persisted queries (APQ)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  it('asks for the text of an unknown hash, then answers by hash alone', async () => {
    const query = '{ redwood { version } }'
    const sha256Hash = createHash('sha256').update(query).digest('hex')
    const extensions = { persistedQuery: { version: 1, sha256Hash } }
    const byHash = () => app.inject({ method: 'POST', url: '/api/graphql', payload: { extensions } })

    expect((await byHash()).json().errors[0].message).toBe('PersistedQueryNotFound')
    const registered = await app.inject({ method: 'POST', url: '/api/graphql', payload: { query, extensions } })
    expect(registered.json().data.redwood.version).toEqual(expect.any(String))
    expect((await byHash()).json()).toEqual({ data: { redwood: { version: expect.any(String) } } })
  })

  it('refuses a text whose hash does not match', async () => {
    const extensions = { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } }
    const response = await app.inject({ method: 'POST', url: '/api/graphql', payload: { query: '{ redwood { version } }', extensions } })
    expect(response.json().errors[0].message).toMatch(/PersistedQueryMismatch/)
  })
})

describe('maskError', () => {
  it('passes errors the services mean to show, with their code and field messages', () => {
    const wrapped = new GraphQLError('Bad input', {
      originalError: new UserInputError('Bad input', { email: ['is required'] }),
      path: ['signup'],
    })
    const shown = maskError(wrapped) as GraphQLError
    expect(shown.message).toBe('Bad input')
    expect(shown.extensions).toMatchObject({ code: 'BAD_USER_INPUT', properties: { messages: { email: ['is required'] } } })
    expect(shown.path).toEqual(['signup'])
  })

  it('hides an unexpected error behind a logged id', () => {
    const wrapped = new GraphQLError('relation "secrets" does not exist', {
      originalError: new Error('relation "secrets" does not exist'),
    })
    const shown = maskError(wrapped) as GraphQLError
    expect(shown.message).toMatch(/^Something went wrong \(error id [0-9a-f-]{36}\)$/)
    expect(shown.message).not.toContain('secrets')
    expect(shown.extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', errorId: expect.any(String) })
  })
})

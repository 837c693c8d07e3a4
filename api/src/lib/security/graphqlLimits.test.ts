// What this guards against (docs/security.md, "GraphQL limits"): a signed-out request with 500,000 aliases was answered after 12 s with the
// event loop blocked. Documents are now bounded before they run (depth, aliases, tokens,
// directives, cost), bodies before they are read, and one address before it floods a process.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { CodeFileLoader } from '@graphql-tools/code-file-loader'
import { loadDocuments } from '@graphql-tools/load'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from '../../server'
import { projectRoot } from '../env'
import { GRAPHQL_LIMITS } from './graphqlLimits'

const post = (app: FastifyInstance, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } })

const firstError = (response: { json: () => { errors?: { message: string }[] } }) => response.json().errors?.[0]?.message ?? null

describe('GraphQL document limits', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  it('refuses a 16th alias, answers 15', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: redwood { version }`).join(' ')} }`
    expect(firstError(await post(app, aliases(15)))).toBeNull()
    const refused = await post(app, aliases(16))
    expect(firstError(refused)).toMatch(/aliases limit of 15 exceeded/i)
    expect(refused.json().data).toBeUndefined()
  })

  it('refuses depth 7, answers depth 6', async () => {
    const depth6 = '{ __type(name: "Query") { fields { type { ofType { ofType { name } } } } } }'
    const depth7 = '{ __type(name: "Query") { fields { type { ofType { ofType { ofType { name } } } } } } }'
    expect(firstError(await post(app, depth6))).toBeNull()
    expect(firstError(await post(app, depth7))).toMatch(/depth limit of 6 exceeded/i)
  })

  it('refuses more than 1000 tokens and more than 50 directives', async () => {
    const manyTokens = `{ redwood { ${'version '.repeat(1000)} } }`
    expect(firstError(await post(app, manyTokens))).toMatch(/token limit of 1000 exceeded/i)
    const manyDirectives = `{ redwood { ${'version @include(if: true) '.repeat(51)} } }`
    expect(firstError(await post(app, manyDirectives))).toMatch(/directives limit of 50 exceeded/i)
  })

  it('prices a list by the page size it asks for, literal or variable', async () => {
    // Signed out: the directive refuses these, but only after the cost check let them run.
    const page = (size: string) => `bugReports(pageSize: ${size}) { items { id description pageUrl contactEmail status createdAt reporter { id email firstName lastName } } totalCount }`
    const refusedByDirective = 'UNAUTHENTICATED'
    const one = await post(app, `{ ${page('100')} }`)
    expect(one.json().errors[0].extensions.code).toBe(refusedByDirective)
    const five = `{ ${['a', 'b', 'c', 'd', 'e'].map((alias) => `${alias}: ${page('100')}`).join(' ')} }`
    expect(firstError(await post(app, five))).toMatch(/cost limit of 5000 exceeded/i)
    // The same five pages of the default size (10) are cheap.
    const fiveSmall = `{ ${['a', 'b', 'c', 'd', 'e'].map((alias) => `${alias}: ${page('10')}`).join(' ')} }`
    expect((await post(app, fiveSmall)).json().errors[0].extensions.code).toBe(refusedByDirective)
    // A variable page size is priced by its value, so it cannot hide the size.
    const fiveByVariable = `query Pages($size: Int) { ${['a', 'b', 'c', 'd', 'e'].map((alias) => `${alias}: ${page('$size')}`).join(' ')} }`
    expect(firstError(await post(app, fiveByVariable, { size: 100 }))).toMatch(/cost limit of 5000 exceeded/i)
    expect((await post(app, fiveByVariable, { size: 10 })).json().errors[0].extensions.code).toBe(refusedByDirective)
  })

  it('answers 500,000 aliases (a 7 MB body) with 413 before reading, let alone parsing, any of it', async () => {
    const query = `{ ${'a: __typename '.repeat(500_000)} }`
    expect((await post(app, query)).statusCode).toBe(413)
    const body = Buffer.from(JSON.stringify({ query, variables: {} }))
    // Over a real socket, only the first 64 KB of the body are sent: the answer comes without the
    // rest, so the server cannot have read or parsed the document (whatever the machine's load).
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/graphql', headers: { 'content-type': 'application/json', 'content-length': String(body.length) } })
    const answer = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => resolve(response.statusCode ?? 0))
      request.on('error', reject)
    })
    request.write(body.subarray(0, 64 * 1024))
    expect(await answer).toBe(413)
    request.destroy()
    expect(body.length).toBeGreaterThan(7_000_000)
  })

  it('every operation the web sends passes the limits', async () => {
    const sources = await loadDocuments(path.join(projectRoot, 'web/src/**/!(*.test).{ts,tsx}'), {
      loaders: [new CodeFileLoader({ pluckConfig: { skipIndent: true } })],
      ignore: [path.join(projectRoot, 'web/src/types/**')],
    })
    const operations = sources.flatMap((source) => (source.rawSDL ? [{ file: source.location, text: source.rawSDL }] : []))
    expect(operations.length).toBeGreaterThan(3)
    for (const { file, text } of operations) {
      const response = await post(app, text, {})
      const limitErrors = (response.json().errors ?? []).filter((error: { message: string }) => /limit of \d+ exceeded/i.test(error.message))
      expect({ file, limitErrors }).toEqual({ file, limitErrors: [] })
    }
  })

  it('keeps the numbers the issue names', () => {
    expect(GRAPHQL_LIMITS).toEqual({ depth: 6, aliases: 15, tokens: 1000, directives: 50, cost: 5000 })
  })
})

describe('introspection and field suggestions', () => {
  let production: FastifyInstance
  let development: FastifyInstance
  beforeAll(async () => {
    production = await createServer({ edge: { production: true } })
    development = await createServer({ edge: { production: false } })
  })
  afterAll(async () => {
    await production.close()
    await development.close()
  })

  it('development answers introspection and suggests field names', async () => {
    expect((await post(development, '{ __schema { queryType { name } } }')).json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } })
    expect(firstError(await post(development, '{ redwod { version } }'))).toMatch(/Did you mean "redwood"/)
  })

  it('production refuses introspection and names no fields in its errors', async () => {
    const introspection = await post(production, '{ __schema { queryType { name } } }')
    expect(introspection.json().data).toBeUndefined()
    expect(firstError(introspection)).toMatch(/introspection/i)
    const typo = firstError(await post(production, '{ redwod { version } }'))
    expect(typo).not.toMatch(/Did you mean/)
    expect(typo).not.toContain('redwood')
  })
})

describe('body limits', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  const body = (kb: number) => JSON.stringify({ method: 'login', padding: 'x'.repeat(kb * 1024) })

  it('refuses more than 100 KB on /api/graphql and /api/auth', async () => {
    const graphql = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ redwood { version } }', padding: 'x'.repeat(101 * 1024) }),
    })
    expect(graphql.statusCode).toBe(413)
    const auth = await app.inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'application/json' }, payload: body(101) })
    expect(auth.statusCode).toBe(413)
    // Under the limit the request is read (and judged on what it says).
    const small = await app.inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'application/json' }, payload: body(90) })
    expect(small.statusCode).toBe(400)
  })

  it('refuses more than 1 MB anywhere else', async () => {
    const worker = (kb: number) =>
      app.inject({ method: 'POST', url: '/api/email-worker', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ padding: 'x'.repeat(kb * 1024) }) })
    expect((await worker(1025)).statusCode).toBe(413)
    expect((await worker(500)).statusCode).toBe(200)
  })
})

describe('the per-address rate limit on /api/graphql', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer({ edge: { graphqlRequestsPerMinute: 5, trustProxyHops: 0 } })
  })
  afterAll(async () => {
    await app.close()
  })

  it('answers 429 past the limit, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const response = await post(app, '{ redwood { version } }', {}, { 'x-forwarded-for': `10.0.0.${i}` })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    const refused = await post(app, '{ redwood { version } }')
    expect(refused.json().errors[0]).toMatchObject({ message: expect.stringMatching(/Too many requests/), extensions: { code: 'TOO_MANY_REQUESTS' } })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Other endpoints are not counted against it.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})

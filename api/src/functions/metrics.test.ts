// GET /api/metrics: off without METRICS_TOKEN; with it, the token alone reads the figures: requests
// by route pattern and status, GraphQL operations by name, the pool, the queue and the outbox.
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { outboxEmails } from '../../../db/schema'
import { db } from '../lib/db'
import { createServer } from '../server'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(() => app.close())
afterEach(() => {
  delete process.env.METRICS_TOKEN
})

const TOKEN = 'metrics-token-for-the-test-0123456789'
const scrape = (authorization?: string) => app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} })

describe('GET /api/metrics', () => {
  it('is not there while METRICS_TOKEN is empty', async () => {
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(404)
  })

  it('refuses a missing or wrong token, in words', async () => {
    process.env.METRICS_TOKEN = TOKEN
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const answer = await scrape(authorization)
      expect(answer.statusCode, String(authorization)).toBe(401)
      expect(answer.json()).toEqual({ error: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>' })
    }
  })

  it('answers the figures in Prometheus text: requests, operations, pool, queue, outbox, the process', async () => {
    process.env.METRICS_TOKEN = TOKEN
    await db.insert(outboxEmails).values([
      { to: 'a@example.com', subject: 'A', text: 'a' },
      { to: 'b@example.com', subject: 'B', text: 'b', status: 'failed' },
    ])
    await app.inject({ method: 'GET', url: '/api/health' })
    await app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: 'query Ping { __typename }' }) })
    const answer = await scrape(`Bearer ${TOKEN}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(answer.headers['cache-control']).toBe('no-store')
    const text = answer.body
    expect(text).toMatch(/tribe_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/)
    expect(text).toMatch(/tribe_graphql_operation_duration_seconds_count\{operation="Ping",outcome="ok"\} 1/)
    expect(text).toMatch(/tribe_db_pool_connections\{state="total"\} \d+/)
    expect(text).toContain('tribe_outbox_emails{status="pending"} 1')
    expect(text).toContain('tribe_outbox_emails{status="failed"} 1')
    expect(text).toContain('# TYPE tribe_jobs gauge')
    expect(text).toContain('tribe_process_cpu_user_seconds_total')
  })
})

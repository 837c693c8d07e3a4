// What this guards against (docs/security.md, "Errors"): Fastify's default handler sent error.message to the client, and a Drizzle
// error's message carries its bound parameters: the outbox insert's hold the reset code.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createServer } from '../../server'
import { postAuth } from '../../test/auth'
import { createUser } from '../../test/factories'
import { db } from '../db'
import { logger } from '../logger'

describe('one error handler for every route', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
    // Makes the outbox refuse every row, as a database failing mid-request would.
    await db.execute(sql`create or replace function test_refuse_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox is down'; end $$`)
  })
  afterEach(async () => {
    await db.execute(sql`drop trigger if exists test_refuse_outbox on outbox_emails`)
    vi.restoreAllMocks()
  })
  afterAll(async () => {
    await db.execute(sql`drop function if exists test_refuse_outbox()`)
    await app.close()
  })

  it('a 500 names an error id and nothing else; the details go to the log under that id', async () => {
    await createUser({ email: 'reset@example.com' })
    await db.execute(sql`create trigger test_refuse_outbox before insert on outbox_emails for each row execute function test_refuse_outbox()`)
    const logged = vi.spyOn(logger, 'error')

    const response = await postAuth(app, { method: 'forgotPassword', username: 'reset@example.com' })
    expect(response.statusCode).toBe(500)
    const body = response.json()
    expect(body).toEqual({ error: expect.stringMatching(/^Something went wrong \(error id [0-9a-f-]{36}\)$/) })
    for (const leak of ['outbox', 'insert', 'params', 'reset@example.com', 'OTP']) expect(response.body).not.toContain(leak)

    const errorId = /error id ([0-9a-f-]{36})/.exec(body.error)![1]
    const entry = logged.mock.calls.find(([fields]) => (fields as { errorId?: string }).errorId === errorId)
    expect(entry).toBeDefined()
    expect(String((entry![0] as { err: Error }).err.message)).toMatch(/insert into "outbox_emails"/)
  })

  it('GraphQL requests get the same answer in GraphQL’s shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": "{ redwood { version } }"', // cut short: a client error, told as such
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }] })
  })

  it('a client error (4xx) keeps its message: it is about the request', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'application/json' }, payload: '{"method":' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: expect.stringMatching(/JSON/) })
  })
})

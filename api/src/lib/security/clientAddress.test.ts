// What this guards against (docs/security.md, "Client address and request ids"): `trustProxy: true` took the left-most X-Forwarded-For entry, which the
// client writes, so anyone could pick their address and walk past every per-address throttle;
// and the client's x-request-id went into the audit trail.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { infoLogs } from '../../../../db/schema'
import { createServer } from '../../server'
import { postAuth } from '../../test/auth'
import { db } from '../db'
import { edgeSettings } from './edgeSettings'

const failLogin = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ method: 'login', username: `guess${Math.random()}@example.com`, password: 'wrong-password' }),
  })

describe('behind one proxy (TRUST_PROXY_HOPS=1)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer({ edge: { trustProxyHops: 1 } })
  })
  afterAll(async () => {
    await app.close()
  })

  it('takes the address the proxy saw, not one the client wrote', async () => {
    // The client sends "X-Forwarded-For: <forged>"; the proxy appends the address it saw.
    for (let i = 0; i < 20; i++) await failLogin(app, { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.7` })
    const blocked = await failLogin(app, { 'x-forwarded-for': '10.9.9.99, 203.0.113.7' })
    expect(blocked.statusCode).toBe(429)
    const ips = new Set((await db.select({ ip: infoLogs.ip }).from(infoLogs).where(eq(infoLogs.action, 'login-failed'))).map((row) => row.ip))
    expect([...ips]).toEqual(['203.0.113.7'])
  })
})

describe('with no proxy (the default)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  it('ignores X-Forwarded-For altogether', async () => {
    for (let i = 0; i < 20; i++) await failLogin(app, { 'x-forwarded-for': `10.8.8.${i}` })
    expect((await failLogin(app, { 'x-forwarded-for': '10.8.8.99' })).statusCode).toBe(429)
    const ips = new Set((await db.select({ ip: infoLogs.ip }).from(infoLogs)).map((row) => row.ip))
    expect([...ips]).toEqual(['127.0.0.1'])
  })

  it('makes its own request id: a client’s x-request-id never reaches the audit trail', async () => {
    await postAuth(app, { method: 'login', username: 'nobody@example.com', password: 'wrong-password' })
    await failLogin(app, { 'x-request-id': 'forged-request-id' })
    const ids = (await db.select({ requestId: infoLogs.requestId }).from(infoLogs)).map((row) => row.requestId)
    expect(ids).toHaveLength(2)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(ids).size).toBe(2)
  })
})

describe('the setting', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY_HOPS
    delete process.env.TRUST_PROXY
  })

  it('reads TRUST_PROXY_HOPS (default 0) and refuses the old all-trusting TRUST_PROXY', () => {
    expect(edgeSettings().trustProxyHops).toBe(0)
    process.env.TRUST_PROXY_HOPS = '2'
    expect(edgeSettings().trustProxyHops).toBe(2)
    process.env.TRUST_PROXY_HOPS = '-1'
    expect(() => edgeSettings()).toThrow(/TRUST_PROXY_HOPS/)
    delete process.env.TRUST_PROXY_HOPS
    process.env.TRUST_PROXY = 'true'
    expect(() => edgeSettings()).toThrow(/TRUST_PROXY_HOPS/)
  })
})

// GET /api/retention-export: the renewal worklist's download over HTTP, signed in by the session
// cookie, scoped like the page by the role acting (a success manager gets only their members);
// a bad bucket answers 400 in words.
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { retentionMessages } from '../../../common/retention'
import { createServer } from '../server'
import { retentionStory, TODAY_NOON_MANILA } from '../services/retention/retention.scenarios'
import { logIn } from '../test/auth'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})
afterEach(() => {
  vi.useRealTimers()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const names = (body: string) =>
  body
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0])

describe('GET /api/retention-export', () => {
  it("streams the caller's own list as CSV or XLSX, filtered like the page; refuses others", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY_NOON_MANILA })
    const { ana, admin, outsider } = await retentionStory()
    const asAna = { cookie: (await logIn(app, ana.email)).cookie }

    expect((await get('/api/retention-export?format=csv')).statusCode).toBe(401)
    expect((await get('/api/retention-export?format=csv', { cookie: (await logIn(app, outsider.email)).cookie })).statusCode).toBe(403)
    expect((await get('/api/retention-export?format=pdf', asAna)).statusCode).toBe(400)
    const bad = await get('/api/retention-export?format=csv&bucket=soon', asAna)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toContain(retentionMessages.bucket)

    const csv = await get('/api/retention-export?format=csv', asAna)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-disposition']).toBe('attachment; filename="retention-2026-03-10.csv"')
    expect(csv.headers['cache-control']).toBe('private, no-store')
    expect(names(csv.body)).toEqual(['PaidRenewal Member', 'RegularLast Member'])
    expect(names((await get('/api/retention-export?format=csv&bucket=collected', asAna)).body)).toEqual(['PaidRenewal Member'])

    const everyone = await get('/api/retention-export?format=csv&bucket=earlyRenewal', { cookie: (await logIn(app, admin.email)).cookie })
    expect(names(everyone.body)).toEqual(['EarlyFirst Member', 'MidnightAfter Member', 'EarlyLast Member'])

    const xlsx = await get('/api/retention-export?format=xlsx', asAna)
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
  })
})

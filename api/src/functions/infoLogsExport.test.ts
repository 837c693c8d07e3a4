// GET /api/info-logs-export: the info logs report's download over HTTP, signed in by the session
// cookie, the role picked by ?as=; a bad filter answers 400 in words.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { infoLogs } from '../../../db/schema'
import { db } from '../lib/db'
import { createServer } from '../server'
import { logIn } from '../test/auth'
import { createUser } from '../test/factories'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('GET /api/info-logs-export', () => {
  it('streams the filtered rows as CSV or XLSX to the role with infoLogsReport; refuses a reversed range in words', async () => {
    await createUser({ email: 'auditor@example.com', accessLevels: ['member', { name: 'tribe-team-ro', pageAccess: { infoLogsReport: true } }] })
    await db.insert(infoLogs).values([
      { action: 'user-updated', entityType: 'batch', entityId: '3', createdAt: new Date('2024-03-10T15:30:00Z') },
      { action: 'login-failed', createdAt: new Date('2024-03-11T01:00:00Z') },
    ])
    const { cookie } = await logIn(app, 'auditor@example.com')

    expect((await get('/api/info-logs-export?format=csv')).statusCode).toBe(401)
    expect((await get('/api/info-logs-export?format=csv', { cookie })).statusCode).toBe(403)
    expect((await get('/api/info-logs-export?format=pdf&as=tribe-team-ro', { cookie })).statusCode).toBe(400)

    const csv = await get('/api/info-logs-export?format=csv&as=tribe-team-ro&from=2024-03-10&to=2024-03-10', { cookie })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="info-logs-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(csv.headers['cache-control']).toBe('private, no-store')
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n')
    expect(lines.slice(1)).toEqual(['2024-03-10 23:30:00,user-updated,,,,batch 3,,,'])

    const xlsx = await get('/api/info-logs-export?format=xlsx&as=tribe-team-ro&action=login-failed', { cookie })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx"$/)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')

    const reversed = await get('/api/info-logs-export?format=csv&as=tribe-team-ro&from=2024-03-11&to=2024-03-10', { cookie })
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json().error).toContain('The end date must be on or after the start date')
  })
})

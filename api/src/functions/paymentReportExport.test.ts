// GET /api/payment-report-export: the payment report's bills as a download over HTTP, signed in by
// the session cookie: the same rows as the list, a formula in a name neutralised in CSV, an XLSX
// that opens, the export in the info log, and the period's refusals in words.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { infoLogs } from '../../../db/schema'
import { db } from '../lib/db'
import { createServer } from '../server'
import { logIn } from '../test/auth'
import { scenario } from '../test/scenario'
import { agingStory } from '../services/reports/paymentReport.scenarios'

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
const URL = '/api/payment-report-export'

describe('GET /api/payment-report-export', () => {
  scenario('streams the bills as CSV (formulas neutralised) or XLSX to the paymentReport flag, logs it, refuses a reversed range', agingStory, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T04:00:00Z') })
    const { cookie } = await logIn(app, 'collector@example.com')
    expect((await get(`${URL}?format=csv`)).statusCode).toBe(401)
    expect((await get(`${URL}?format=pdf`, { cookie })).statusCode).toBe(400)

    const csv = await get(`${URL}?format=csv&agingBucket=1-30`, { cookie })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payment-report-2026-03-10.csv"')
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n')
    expect(lines[0]).toBe('Row ID,Member,E-mail,Product,Funnel,Due date,Amount (PHP),Status,Paid at (Manila),Platform')
    // 30, 10 and 1 days overdue, oldest first; Ana's first name starts with "=".
    expect(lines.slice(1).map((line) => line.split(',').slice(1).join(','))).toEqual([
      `"'=HYPERLINK(""http://evil"") Santos",ana@example.com,VA Membership,Lifetime,2026-02-08,3.00,Overdue,,`,
      'Maria Clara,maria@example.com,VA Membership,Lifetime,2026-02-28,10.00,Overdue,,',
      `"'=HYPERLINK(""http://evil"") Santos",ana@example.com,VA Membership,Lifetime,2026-03-09,2.00,Overdue,,`,
    ])

    // Compressed as the browser accepts (the same bytes once unpacked); an XLSX is a zip already.
    const gzipped = await get(`${URL}?format=csv&agingBucket=1-30`, { cookie, 'accept-encoding': 'gzip, deflate' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toContain('accept-encoding')
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(csv.body)
    const brotli = await get(`${URL}?format=csv&agingBucket=1-30`, { cookie, 'accept-encoding': 'gzip, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(csv.body)

    const xlsx = await get(`${URL}?format=xlsx&period=Monthly&year=2026&status=unpaid`, { cookie, 'accept-encoding': 'gzip, br' })
    expect(xlsx.headers['content-encoding']).toBeUndefined()
    expect(xlsx.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet.name).toBe('Payment report')
    // The header and the rows due in 2026: Ana's 0, 1, 30, 31, 60, 61 days overdue and Maria's.
    expect(sheet.rowCount).toBe(8)
    expect(sheet.getRow(2).getCell(6).value).toBe('2026-01-08')

    const logged = await db.select().from(infoLogs).where(eq(infoLogs.action, 'payment-report-exported'))
    expect(logged.map((log) => log.details.format)).toEqual(['csv', 'csv', 'csv', 'xlsx'])

    const reversed = await get(`${URL}?format=csv&period=Custom%20Range&from=2026-03-11&to=2026-03-10`, { cookie })
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json().error).toContain('The end date must be on or after the start date')
  })
})

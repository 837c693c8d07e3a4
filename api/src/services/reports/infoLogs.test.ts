import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { parse } from 'csv-parse/sync'
import { describe, expect } from 'vitest'
import { infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { infoLogActions, infoLogsReport } from './infoLogs'
import { auditTrail } from './infoLogs.scenarios'
import { EXPORT_BATCH, exportInfoLogs } from './infoLogsExport'

type Search = Parameters<typeof infoLogsReport>[0]
const actionsOf = (page: { items: { action: string }[] }) => page.items.map((item) => item.action)

async function reject(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: Record<string, unknown> }
  }
  throw new Error('expected a refusal')
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

describe('infoLogsReport', () => {
  scenario('lists newest first with the people named, paginated without a range', auditTrail, async (w) => {
    const auditor = await currentUserFor(w.auditor.id)
    const search = (args: Search) => asUser(auditor, () => infoLogsReport(args))
    const all = await search({})
    expect(all.totalCount).toBe(4)
    expect(actionsOf(all)).toEqual(['impersonated-request', 'bug-report-triaged', 'user-updated', 'login-failed'])
    expect(all.items[0]).toMatchObject({
      actor: { id: w.member.id, name: 'Marco Diaz', email: 'marco@example.com' },
      originalActor: { id: w.admin.id, name: 'Alma Santos' },
    })
    expect(all.items[2]).toMatchObject({ entityType: 'user', entityId: String(w.member.id), subjectUser: { name: 'Marco Diaz' } })
    expect(all.items[3]).toMatchObject({ actor: null, ip: '10.0.0.9' })
    const second = await search({ page: 2, pageSize: 3 })
    expect(actionsOf(second)).toEqual(['login-failed'])
  })

  scenario('searches by actor (name or e-mail, the impersonating admin too), subject, action', auditTrail, async (w) => {
    const auditor = await currentUserFor(w.auditor.id)
    const search = async (args: Search) => actionsOf(await asUser(auditor, () => infoLogsReport(args)))
    expect(await search({ actor: 'alma santos' })).toEqual(['impersonated-request', 'bug-report-triaged', 'user-updated'])
    expect(await search({ actor: 'MARCO@example' })).toEqual(['impersonated-request'])
    expect(await search({ actor: 'nobody-like-this' })).toEqual([])
    // A user subject by name or e-mail; an entity by type, or by type and id.
    expect(await search({ subject: 'Marco' })).toEqual(['user-updated'])
    expect(await search({ subject: 'bugReport' })).toEqual(['bug-report-triaged'])
    expect(await search({ subject: 'bugreport #12' })).toEqual(['bug-report-triaged'])
    expect(await search({ subject: 'bugReport 13' })).toEqual([])
    expect(await search({ action: 'login-failed' })).toEqual(['login-failed'])
    expect(await search({ actor: 'alma', action: 'user-updated', subject: 'marco' })).toEqual(['user-updated'])
    // LIKE's wildcards are taken literally.
    expect(await search({ actor: '%' })).toEqual([])
    expect(await asUser(auditor, () => infoLogActions())).toEqual(['bug-report-triaged', 'impersonated-request', 'login-failed', 'user-updated'])
    // A type with an underscore, as the payment approvals write it.
    await db.insert(infoLogs).values({ action: 'payment-approved', userId: w.auditor.id, entityType: 'payment_schedule', entityId: '40', details: {} })
    expect(await search({ subject: 'payment_schedule 40' })).toEqual(['payment-approved'])
  })

  scenario('a date range is Manila days, both ends included: 00:00 and 23:30 Manila are inside their day', auditTrail, async (w) => {
    const auditor = await currentUserFor(w.auditor.id)
    const search = async (args: Search) => actionsOf(await asUser(auditor, () => infoLogsReport(args)))
    expect(await search({ from: '2024-03-10', to: '2024-03-10' })).toEqual(['bug-report-triaged', 'user-updated'])
    expect(await search({ from: '2024-03-11' })).toEqual(['impersonated-request'])
    expect(await search({ to: '2024-03-09' })).toEqual(['login-failed'])
    expect(await search({ from: '2024-03-09', to: '2024-03-11' })).toHaveLength(4)
  })

  scenario('refuses a reversed range and a date that is not one, with field messages', auditTrail, async (w) => {
    const auditor = await currentUserFor(w.auditor.id)
    const reversed = await reject(() => asUser(auditor, () => infoLogsReport({ from: '2024-03-11', to: '2024-03-10' })))
    expect(reversed.extensions).toMatchObject({ code: 'BAD_USER_INPUT', properties: { messages: { to: ['The end date must be on or after the start date'] } } })
    const bad = await reject(() => asUser(auditor, () => infoLogsReport({ from: '2024-02-30' })))
    expect(bad.extensions).toMatchObject({ properties: { messages: { from: ['Enter a date as YYYY-MM-DD'] } } })
  })

  scenario('is refused without the infoLogsReport page', auditTrail, async (w) => {
    const result = await runGraphql(await currentUserFor(w.member.id), 'query { infoLogsReport { totalCount } }')
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN')
  })
})

describe('exportInfoLogs', () => {
  scenario('CSV: the filtered rows newest first in Manila time, formula cells escaped, the export logged', auditTrail, async (w) => {
    const auditor = await currentUserFor(w.auditor.id)
    const file = await asUser(auditor, () => exportInfoLogs(auditor, 'csv', { actor: 'alma' }))
    expect(file.fileName).toMatch(/^info-logs-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(file.contentType).toBe('text/csv; charset=utf-8')
    const text = (await bytesOf(file.body)).toString('utf8')
    expect(text.startsWith('\ufeff')).toBe(true)
    const records = parse(text, { bom: true }) as string[][]
    expect(records[0]).toEqual(['When (Manila)', 'Action', 'Actor', 'Actor e-mail', 'On behalf of (impersonating admin)', 'Subject', 'Subject e-mail', 'Details', 'IP'])
    expect(records.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['2024-03-11 00:30:00', 'impersonated-request'],
      ['2024-03-10 23:30:00', 'bug-report-triaged'],
      ['2024-03-10 00:00:00', 'user-updated'],
    ])
    expect(records[1][4]).toBe('Alma Santos <alma@example.com>')
    expect(records[3][5]).toBe('Marco Diaz')
    const logs = await db.select().from(infoLogs)
    expect(logs.filter((log) => log.action === 'info-logs-exported')).toMatchObject([{ userId: w.auditor.id, details: { format: 'csv', actor: 'alma' } }])
  })

  scenario('CSV escapes a cell that would be a formula', auditTrail, async (w) => {
    const auditor = await currentUserFor(w.auditor.id)
    await db.insert(infoLogs).values({ action: '=cmd|calc', entityType: '@SUM(1)', entityId: '+1+1', ip: '-2+3', createdAt: new Date('2024-03-12T00:00:00Z') })
    const file = await asUser(auditor, () => exportInfoLogs(auditor, 'csv', { action: '=cmd|calc' }))
    const records = parse((await bytesOf(file.body)).toString('utf8'), { bom: true }) as string[][]
    expect(records[1][1]).toBe("'=cmd|calc")
    expect(records[1][5]).toBe("'@SUM(1) +1+1")
    // '-2+3' is a sum, not a plain number: escaped too.
    expect(records[1][8]).toBe("'-2+3")
  })

  scenario('XLSX opens with ExcelJS: a bold header and the rows as text', auditTrail, async (w) => {
    const auditor = await currentUserFor(w.auditor.id)
    const file = await asUser(auditor, () => exportInfoLogs(auditor, 'xlsx', { subject: 'marco' }))
    expect(file.fileName).toMatch(/\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await bytesOf(file.body)) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Info logs')!
    expect(sheet.getRow(1).getCell(1).value).toBe('When (Manila)')
    expect(sheet.getRow(1).font?.bold).toBe(true)
    expect(sheet.getRow(2).getCell(2).value).toBe('user-updated')
    expect(sheet.getRow(2).getCell(3).value).toBe('Alma Santos')
    expect(sheet.getRow(2).getCell(8).value).toBe('{"field":"=HYPERLINK(\\"x\\")"}')
    expect(sheet.rowCount).toBe(2)
  })

  scenario('streams past one keyset batch without losing or repeating a row (same instants included)', auditTrail, async (w) => {
    const auditor = await currentUserFor(w.auditor.id)
    const at = new Date('2024-04-01T00:00:00Z')
    await db.insert(infoLogs).values(Array.from({ length: EXPORT_BATCH + 5 }, (_, i) => ({ action: 'bulk', entityType: 'n', entityId: String(i), createdAt: at })))
    const file = await asUser(auditor, () => exportInfoLogs(auditor, 'csv', { action: 'bulk' }))
    const records = parse((await bytesOf(file.body)).toString('utf8'), { bom: true }) as string[][]
    const ids = records.slice(1).map((r) => r[5])
    expect(ids).toHaveLength(EXPORT_BATCH + 5)
    expect(new Set(ids).size).toBe(EXPORT_BATCH + 5)
  })

  scenario('refuses a reversed range before anything is written, and a caller without the page', auditTrail, async (w) => {
    const auditor = await currentUserFor(w.auditor.id)
    const reversed = await reject(() => asUser(auditor, () => exportInfoLogs(auditor, 'csv', { from: '2024-03-11', to: '2024-03-10' })))
    expect(reversed.extensions.code).toBe('BAD_USER_INPUT')
    const member = await currentUserFor(w.member.id)
    expect((await reject(() => asUser(member, () => exportInfoLogs(member, 'csv', {})))).extensions.code).toBe('FORBIDDEN')
    expect((await db.select().from(infoLogs)).filter((log) => log.action === 'info-logs-exported')).toEqual([])
  })
})

// The renewal worklist: every bucket at its edges in Manila days, a paid vs an unpaid renewal, an
// unenrolled member, lifetime and free members left out, the money and the last contact of a row,
// who sees whom by the acting role, the follow-up written and logged, the export scoped like the
// list, and the statement count.
import type { Readable } from 'node:stream'
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, vi } from 'vitest'
import { infoLogs, retentionContacts, subscriptions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { countStatements } from '../../lib/statementCounter'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { retention } from './retention'
import { retentionStory, TODAY_NOON_MANILA } from './retention.scenarios'
import { exportRetention } from './retentionExport'

const LIST = `query ($page: Int, $pageSize: Int, $bucket: String, $batchId: Int, $search: String) {
  retention(page: $page, pageSize: $pageSize, bucket: $bucket, batchId: $batchId, search: $search) {
    totalCount page pageSize
    counts { bucket count }
    items {
      member { id firstName email mobileNumber batch { name } }
      productName expiry daysLeft bucket balanceCentavos renewalSubscriptionId
      lastPayment { paidAt amountCentavos }
      lastContact { contactedAt note contactedBy { name } }
    }
  }
}`
const MARK = `mutation ($userId: Int!, $note: String) { markRetentionContact(userId: $userId, note: $note) { userId note contactedAt contactedBy { name } } }`

type Item = {
  member: { id: number; firstName: string; email: string; mobileNumber: string | null; batch: { name: string } | null }
  productName: string
  expiry: string
  daysLeft: number
  bucket: string
  balanceCentavos: number
  renewalSubscriptionId: number | null
  lastPayment: { paidAt: string; amountCentavos: number } | null
  lastContact: { contactedAt: string; note: string | null; contactedBy: { name: string } | null } | null
}
type List = { totalCount: number; page: number; pageSize: number; counts: { bucket: string; count: number }[]; items: Item[] }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY_NOON_MANILA })
})
afterEach(() => {
  vi.useRealTimers()
})

async function list(user: Parameters<typeof runGraphql>[0], variables: Record<string, unknown> = {}) {
  const result = await runGraphql(user, LIST, { pageSize: 100, ...variables })
  expect(result.errors).toBeUndefined()
  return (result.data as { retention: List }).retention
}
const summary = (items: Item[]) => items.map((item) => [item.member.firstName, item.bucket, item.daysLeft])
/** A DateTime field as an ISO instant (the executed result may hold it as a Date). */
const instant = (value: string | Date) => new Date(value).toISOString()
const counts = (page: List) => Object.fromEntries(page.counts.map((c) => [c.bucket, c.count]))

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

describe('retention buckets', () => {
  scenario('puts each member in the bucket of their judged expiry, at every edge in Manila days', retentionStory, async ({ admin }) => {
    const page = await list(admin)
    expect(summary(page.items)).toEqual([
      ['GraceLast', 'regularRenewal', -14],
      ['GraceRenewal', 'collected', -9],
      ['Today', 'regularRenewal', 0],
      ['PaidRenewal', 'collected', 10],
      ['UnpaidRenewal', 'regularRenewal', 10],
      ['MidnightBefore', 'regularRenewal', 30],
      ['RegularLast', 'regularRenewal', 30],
      ['EarlyFirst', 'earlyRenewal', 31],
      ['MidnightAfter', 'earlyRenewal', 31],
      ['EarlyLast', 'earlyRenewal', 60],
      ['WarmupFirst', 'erWarmup', 61],
      ['WarmupLast', 'erWarmup', 90],
      ['Unenrolled', 'unenrolled', 175],
    ])
    expect(counts(page)).toEqual({ all: 13, unenrolled: 1, regularRenewal: 5, earlyRenewal: 3, erWarmup: 2, collected: 2 })
    expect(page.totalCount).toBe(13)
    // Off the list: expired 15 days ago, +91 days, a new year after a gap, lifetime, free, archived.
    const names = page.items.map((item) => item.member.firstName)
    for (const absent of ['GraceOver', 'Beyond', 'LateReturn', 'Lifetime', 'Free', 'Archived']) expect(names).not.toContain(absent)
  })

  scenario('moves with the Manila day: a day later the edges shift by one', retentionStory, async ({ admin }) => {
    vi.setSystemTime(new Date('2026-03-10T16:00:00Z')) // 00:00 of 2026-03-11 in Manila
    const page = await list(admin)
    const byName = new Map(page.items.map((item) => [item.member.firstName, [item.bucket, item.daysLeft]]))
    expect(byName.has('GraceLast')).toBe(false) // now 15 days ago
    expect(byName.get('RegularLast')).toEqual(['regularRenewal', 29])
    expect(byName.get('EarlyFirst')).toEqual(['regularRenewal', 30])
    expect(byName.get('WarmupFirst')).toEqual(['earlyRenewal', 60])
    expect(byName.get('Beyond')).toEqual(['erWarmup', 90])
  })

  scenario('a renewal is collected only when its first instalment is paid; the row shows what is owed', retentionStory, async ({ admin }) => {
    const page = await list(admin)
    const paid = page.items.find((item) => item.member.firstName === 'PaidRenewal')!
    const unpaid = page.items.find((item) => item.member.firstName === 'UnpaidRenewal')!
    expect(paid).toMatchObject({ bucket: 'collected', balanceCentavos: 500_000, productName: 'Tribe Membership' })
    expect(instant(paid.expiry)).toBe('2026-03-20T15:59:00.000Z')
    expect(paid.renewalSubscriptionId).not.toBeNull()
    expect([instant(paid.lastPayment!.paidAt), paid.lastPayment!.amountCentavos]).toEqual(['2026-03-05T02:00:00.000Z', 500_000])
    expect(unpaid).toMatchObject({ bucket: 'regularRenewal', balanceCentavos: 1_000_000 })
    expect(unpaid.renewalSubscriptionId).not.toBeNull()
    expect([instant(unpaid.lastPayment!.paidAt), unpaid.lastPayment!.amountCentavos]).toEqual(['2025-03-20T02:00:00.000Z', 1_000_000])
    const unenrolled = page.items.find((item) => item.member.firstName === 'Unenrolled')!
    expect(unenrolled).toMatchObject({ bucket: 'unenrolled', balanceCentavos: 1_000_000, lastPayment: null, lastContact: null })
  })

  scenario('an unenrolled renewal is unenrolled; an old unenrolment and a renewal far from its expiry are off the list', retentionStory, async ({ admin, make }) => {
    const oldUnenrolled = await make.member('OldUnenrolled')
    const s = await make.annualEnding(oldUnenrolled.id, '2026-02-23') // 15 days ago, then unenrolled
    await db.update(subscriptions).set({ unenrolledAt: make.morningOf('2026-02-01') }).where(eq(subscriptions.id, s.id))
    const lostRenewal = await make.member('LostRenewal')
    await make.annualEnding(lostRenewal.id, '2026-03-20')
    await make.subscribe(lostRenewal.id, make.annual.id, make.morningOf('2026-03-21'), make.lateOn('2027-03-20'), [['2026-03-05', 1_000_000, true]], make.morningOf('2026-03-09'))
    const farRenewal = await make.member('FarRenewal')
    await make.annualEnding(farRenewal.id, '2026-06-20') // +102
    await make.subscribe(farRenewal.id, make.annual.id, make.morningOf('2026-03-01'), make.lateOn('2027-06-20'), [['2026-03-01', 1_000_000, true]])
    const page = await list(admin)
    const byName = new Map(page.items.map((item) => [item.member.firstName, [item.bucket, item.daysLeft]]))
    expect(byName.get('LostRenewal')).toEqual(['unenrolled', 10])
    expect(byName.has('OldUnenrolled')).toBe(false)
    expect(byName.has('FarRenewal')).toBe(false)
    expect(counts(page)).toMatchObject({ all: 14, unenrolled: 2 })
  })

  scenario('filters by bucket, batch and search, and pages', retentionStory, async ({ admin, batches }) => {
    expect(summary((await list(admin, { bucket: 'earlyRenewal' })).items)).toEqual([
      ['EarlyFirst', 'earlyRenewal', 31],
      ['MidnightAfter', 'earlyRenewal', 31],
      ['EarlyLast', 'earlyRenewal', 60],
    ])
    expect(summary((await list(admin, { bucket: 'collected' })).items).map((row) => row[0])).toEqual(['GraceRenewal', 'PaidRenewal'])
    const inB18 = await list(admin, { batchId: batches.b18.id })
    expect(summary(inB18.items)).toEqual([['RegularLast', 'regularRenewal', 30]])
    expect(counts(inB18)).toEqual({ all: 1, unenrolled: 0, regularRenewal: 1, earlyRenewal: 0, erWarmup: 0, collected: 0 })
    expect(inB18.items[0].member.batch).toEqual({ name: 'Batch 18' })
    expect(summary((await list(admin, { search: 'WARMUP' })).items).map((row) => row[0])).toEqual(['WarmupFirst', 'WarmupLast'])
    const second = await list(admin, { bucket: 'regularRenewal', page: 2, pageSize: 2 })
    expect([second.totalCount, second.page, second.pageSize]).toEqual([5, 2, 2])
    expect(summary(second.items).map((row) => row[0])).toEqual(['UnpaidRenewal', 'MidnightBefore'])
    const bad = await runGraphql(admin, LIST, { bucket: 'soon' })
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT')
  })

  scenario('answers in two statements whatever the page size', retentionStory, async ({ admin }) => {
    const counted = await countStatements(() => asUser(admin, () => retention({ pageSize: 100 })))
    expect(counted.result.items).toHaveLength(13)
    expect(counted.count).toBe(2)
    expect(counted.result.batches.map((b) => b.name)).toEqual(['Batch 18', 'Batch 17'])
  })
})

describe('who sees whom', () => {
  scenario('acting as a success manager, only your own members; staff with the flag see everyone', retentionStory, async ({ ana, ben, outsider, m }) => {
    const anas = await list(ana)
    expect(summary(anas.items)).toEqual([
      ['PaidRenewal', 'collected', 10],
      ['RegularLast', 'regularRenewal', 30],
    ])
    expect(counts(anas)).toEqual({ all: 2, unenrolled: 0, regularRenewal: 1, earlyRenewal: 0, erWarmup: 0, collected: 1 })
    expect(summary((await list(ben)).items)).toEqual([['EarlyFirst', 'earlyRenewal', 31]])
    // Asking for another manager's member by search finds nothing.
    expect((await list(ana, { search: m.earlyFirst.email })).items).toEqual([])
    const refused = await runGraphql(outsider, LIST)
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect((await runGraphql(null, LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })
})

describe('markRetentionContact', () => {
  scenario('records the follow-up with its note, shows it on the row and logs it', retentionStory, async ({ admin, ana, m }) => {
    const marked = await runGraphql(admin, MARK, { userId: m.today.id, note: '  Called, will renew Friday  ' })
    expect(marked.errors).toBeUndefined()
    expect(marked.data?.markRetentionContact).toMatchObject({ userId: m.today.id, note: 'Called, will renew Friday', contactedBy: { name: 'Ada Admin' } })
    const row = (await list(admin)).items.find((item) => item.member.id === m.today.id)!
    expect(row.lastContact).toMatchObject({ note: 'Called, will renew Friday', contactedBy: { name: 'Ada Admin' } })
    const logs = await db.select().from(infoLogs).where(eq(infoLogs.action, 'retention-contact-marked'))
    expect(logs).toMatchObject([{ userId: admin.id, entityType: 'user', entityId: String(m.today.id), details: { note: 'Called, will renew Friday' } }])

    // A manager's own member, without a note: the newest contact is the row's.
    expect((await runGraphql(ana, MARK, { userId: m.regularLast.id })).errors).toBeUndefined()
    const anas = (await list(ana)).items.find((item) => item.member.id === m.regularLast.id)!
    expect(anas.lastContact).toMatchObject({ note: null, contactedBy: { name: 'Ana Manager' } })
  })

  scenario("refuses a member the caller may not see, and writes nothing", retentionStory, async ({ ana, outsider, m }) => {
    const other = await runGraphql(ana, MARK, { userId: m.earlyFirst.id, note: 'x' })
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND')
    expect((await runGraphql(ana, MARK, { userId: m.archived.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND')
    expect((await runGraphql(outsider, MARK, { userId: m.today.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    const tooLong = await runGraphql(ana, MARK, { userId: m.regularLast.id, note: 'x'.repeat(1001) })
    expect(tooLong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT')
    expect(await db.select().from(retentionContacts)).toEqual([])
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'retention-contact-marked'))).toEqual([])
  })
})

describe('exportRetention', () => {
  scenario("CSV of the caller's filtered list, scoped like the page, the export logged", retentionStory, async ({ admin, ana }) => {
    const file = await asUser(ana, () => exportRetention(ana, 'csv', {}))
    expect(file.fileName).toBe('retention-2026-03-10.csv')
    const records = parse((await bytesOf(file.body)).toString('utf8'), { bom: true }) as string[][]
    expect(records[0]).toEqual(['Name', 'E-mail', 'Mobile', 'Batch', 'Product', 'Expiry (Manila)', 'Days left', 'Bucket', 'Balance (PHP)', 'Last payment (Manila)', 'Last payment (PHP)', 'Last contact (Manila)', 'Contacted by', 'Note'])
    expect(records.slice(1).map((r) => [r[0], r[3], r[5], r[6], r[7], r[8], r[9], r[10]])).toEqual([
      ['PaidRenewal Member', 'Batch 17', '2026-03-20', '10', 'collected', '5000.00', '2026-03-05', '5000.00'],
      ['RegularLast Member', 'Batch 18', '2026-04-09', '30', 'for regular renewal', '0.00', '2025-04-09', '10000.00'],
    ])
    const everyone = await asUser(admin, () => exportRetention(admin, 'csv', { bucket: 'erWarmup' }))
    const rows = parse((await bytesOf(everyone.body)).toString('utf8'), { bom: true }) as string[][]
    expect(rows.slice(1).map((r) => r[0])).toEqual(['WarmupFirst Member', 'WarmupLast Member'])
    const logs = await db.select().from(infoLogs).where(eq(infoLogs.action, 'retention-exported'))
    expect(logs.map((log) => [log.userId, log.details])).toEqual([
      [ana.id, { format: 'csv', bucket: 'all', batchId: null, search: null }],
      [admin.id, { format: 'csv', bucket: 'erWarmup', batchId: null, search: null }],
    ])
  })
})

import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, vi } from 'vitest'
import { accessLevels, infoLogs, userAccessLevels, users } from '../../../../db/schema'
import { db } from '../../lib/db'
import { countStatements } from '../../lib/statementCounter'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { communityReport, communityReportMembers, communityReportOptions } from './communityReport'
import { community, NOW } from './communityReport.scenarios'
import { EXPORT_BATCH, exportCommunityReport } from './communityReportExport'

type Args = Parameters<typeof communityReport>[0]
type ListArgs = Parameters<typeof communityReportMembers>[0]

/** Today is 2026-03-20 in Manila for the service (the database's clock is not consulted). */
function atNow() {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
}
afterEach(() => {
  vi.useRealTimers()
})

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

const zero = { lessonsCompleted: 0, tasksFinished: 0, pointsEarned: 0, moveUpsApproved: 0, activeMembers: 0 }

describe('communityReport', () => {
  scenario('counts the members (member level, not archived) by batch, stage, group and status', community, async (w) => {
    const viewer = await currentUserFor(w.viewer.id)
    atNow()
    const report = await asUser(viewer, () => communityReport({ range: 'Last 30 Days' }))
    expect(report.totalMembers).toBe(4)
    // Newest launch first, the members without one last.
    expect(report.byBatch).toEqual([
      { filterId: w.batch17.id, label: 'Batch 17', members: 2 },
      { filterId: w.batch16.id, label: 'Batch 16', members: 2 },
    ])
    expect(report.byStage).toEqual([
      { filterId: w.stage1.id, label: 'Stage 1: Foundation', members: 2 },
      { filterId: w.stage2.id, label: 'Stage 2: Launch', members: 1 },
      { filterId: null, label: 'Stage 0 (no stage)', members: 1 },
    ])
    expect(report.byGroup).toEqual([
      { filterId: w.luzon.id, label: 'Tribe Luzon', members: 2 },
      { filterId: w.visayas.id, label: 'Tribe Visayas', members: 1 },
      { filterId: null, label: 'No group', members: 1 },
    ])
    // Ben (active and expired): Active; Cara (expired, and an unenrolled one): Inactive; Dan (none): Not Enrolled.
    expect(report.byStatus).toEqual([
      { status: 'Active', members: 2 },
      { status: 'Inactive', members: 1 },
      { status: 'Not Enrolled', members: 1 },
    ])
  })

  scenario('Last 7 Days: 23:30 Manila the day before is out, 00:30 on the first day is in; per day', community, async (w) => {
    const viewer = await currentUserFor(w.viewer.id)
    atNow()
    const report = await asUser(viewer, () => communityReport({ range: 'Last 7 Days' }))
    expect(report).toMatchObject({ range: 'Last 7 Days', from: '2026-03-14', to: '2026-03-20', bucket: 'day' })
    // Ana's lesson and task at 00:30 on the 14th, Cara's lesson today; Ben's lesson at 23:30 on the 13th is out.
    // Points: 10 + 20 - 5 (base points, the archived member's and the staff member's left out).
    expect(report.activity).toEqual({ lessonsCompleted: 2, tasksFinished: 2, pointsEarned: 25, moveUpsApproved: 1, activeMembers: 3 })
    expect(report.series.map((p) => p.from)).toEqual(['2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20'])
    expect(report.series[0]).toEqual({ from: '2026-03-14', to: '2026-03-14', label: '03/14', lessonsCompleted: 1, tasksFinished: 1, pointsEarned: 10, moveUpsApproved: 0, activeMembers: 1 })
    expect(report.series[1]).toMatchObject({ moveUpsApproved: 1, activeMembers: 1 })
    expect(report.series[2]).toMatchObject(zero)
    expect(report.series[4]).toMatchObject({ tasksFinished: 1, pointsEarned: 20, activeMembers: 1 })
    expect(report.series[5]).toMatchObject({ pointsEarned: -5, activeMembers: 1 })
    expect(report.series[6]).toMatchObject({ lessonsCompleted: 1, activeMembers: 1 })
  })

  scenario('Last 15 and 30 Days take in the 13th; None is all time, charted over the last twelve months', community, async (w) => {
    const viewer = await currentUserFor(w.viewer.id)
    atNow()
    const fifteen = await asUser(viewer, () => communityReport({ range: 'Last 15 Days' }))
    expect(fifteen).toMatchObject({ from: '2026-03-06', to: '2026-03-20' })
    expect(fifteen.series).toHaveLength(15)
    expect(fifteen.series.find((p) => p.from === '2026-03-13')).toMatchObject({ lessonsCompleted: 1, activeMembers: 1 })
    expect(fifteen.activity).toEqual({ lessonsCompleted: 3, tasksFinished: 2, pointsEarned: 25, moveUpsApproved: 1, activeMembers: 3 })
    const thirty = await asUser(viewer, () => communityReport({ range: 'Last 30 Days' }))
    expect(thirty).toMatchObject({ from: '2026-02-19', to: '2026-03-20' })
    expect(thirty.activity).toEqual(fifteen.activity)
    for (const range of [null, 'None']) {
      const all = await asUser(viewer, () => communityReport({ range } as Args))
      expect(all).toMatchObject({ range: null, from: null, to: null, bucket: 'month' })
      // Ana's lesson of December 2024 is in the total, not in the chart's months.
      expect(all.activity).toEqual({ lessonsCompleted: 4, tasksFinished: 2, pointsEarned: 25, moveUpsApproved: 1, activeMembers: 3 })
      expect(all.series.map((p) => p.label)).toEqual(['Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026'])
      expect(all.series[11]).toMatchObject({ from: '2026-03-01', lessonsCompleted: 3, tasksFinished: 2, pointsEarned: 25, moveUpsApproved: 1, activeMembers: 3 })
      expect(all.series.slice(0, 11).every((p) => p.lessonsCompleted === 0 && p.activeMembers === 0)).toBe(true)
    }
  })

  scenario('batch, group and stage narrow the counts and the activity to their members', community, async (w) => {
    const viewer = await currentUserFor(w.viewer.id)
    atNow()
    const run = (args: Args) => asUser(viewer, () => communityReport({ range: 'Last 7 Days', ...args }))
    const batch16 = await run({ batchId: w.batch16.id })
    expect(batch16.totalMembers).toBe(2)
    expect(batch16.byBatch).toEqual([{ filterId: w.batch16.id, label: 'Batch 16', members: 2 }])
    expect(batch16.byStatus).toEqual([{ status: 'Active', members: 2 }, { status: 'Inactive', members: 0 }, { status: 'Not Enrolled', members: 0 }])
    expect(batch16.activity).toEqual({ lessonsCompleted: 1, tasksFinished: 2, pointsEarned: 25, moveUpsApproved: 1, activeMembers: 2 })
    const luzon = await run({ groupId: w.luzon.id })
    expect(luzon.totalMembers).toBe(2)
    expect(luzon.activity).toEqual({ lessonsCompleted: 2, tasksFinished: 1, pointsEarned: 10, moveUpsApproved: 1, activeMembers: 2 })
    const stage2 = await run({ stageId: w.stage2.id })
    expect(stage2.totalMembers).toBe(1)
    expect(stage2.activity).toEqual({ lessonsCompleted: 0, tasksFinished: 1, pointsEarned: 15, moveUpsApproved: 0, activeMembers: 1 })
    const none = await run({ batchId: w.batch17.id, groupId: w.visayas.id })
    expect(none.totalMembers).toBe(0)
    expect(none.activity).toEqual(zero)
    expect(none.byStatus.map((s) => s.members)).toEqual([0, 0, 0])
  })

  scenario('answers in a fixed number of statements, and refuses a range that is not one of the spec\'s', community, async (w) => {
    const viewer = await currentUserFor(w.viewer.id)
    atNow()
    expect((await countStatements(() => asUser(viewer, () => communityReport({ range: 'Last 7 Days', batchId: w.batch16.id, groupId: w.luzon.id, stageId: w.stage1.id })))).count).toBe(3)
    expect((await countStatements(() => asUser(viewer, () => communityReport({})))).count).toBe(3)
    expect((await countStatements(() => asUser(viewer, () => communityReportMembers({ range: 'Last 30 Days', status: 'Active' })))).count).toBe(2)
    const result = await runGraphql(viewer, 'query { communityReport(range: "Last 8 Days") { totalMembers } }')
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', properties: { messages: { range: ['Range must be one of Last 7 Days, Last 15 Days, Last 30 Days, None'] } } })
  })

  scenario('is open to the communityReport page only (the graphql directive and the service both check)', community, async (w) => {
    const query = 'query { communityReport { totalMembers } communityReportOptions { batches { id } } communityReportMembers { totalCount } }'
    const viewer = await runGraphql(await currentUserFor(w.viewer.id), query)
    expect(viewer.errors).toBeUndefined()
    expect(viewer.data).toMatchObject({ communityReport: { totalMembers: 4 }, communityReportMembers: { totalCount: 4 } })
    const member = await runGraphql(await currentUserFor(w.ana.id), query)
    expect(member.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    await expect(asUser(await currentUserFor(w.ana.id), () => communityReport({}))).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } })
  })

  scenario('the pickers list every batch, group and stage', community, async (w) => {
    const options = await asUser(await currentUserFor(w.viewer.id), () => communityReportOptions())
    expect(options).toEqual({
      batches: [{ id: w.batch17.id, name: 'Batch 17' }, { id: w.batch16.id, name: 'Batch 16' }],
      groups: [{ id: w.luzon.id, name: 'Tribe Luzon' }, { id: w.visayas.id, name: 'Tribe Visayas' }],
      stages: [{ id: w.stage1.id, name: 'Stage 1: Foundation' }, { id: w.stage2.id, name: 'Stage 2: Launch' }],
    })
  })
})

describe('communityReportMembers', () => {
  scenario('the members behind the counts by name, with status and their activity in the range', community, async (w) => {
    const viewer = await currentUserFor(w.viewer.id)
    atNow()
    const list = (args: ListArgs) => asUser(viewer, () => communityReportMembers(args))
    const week = await list({ range: 'Last 7 Days' })
    expect(week.totalCount).toBe(4)
    expect(week.items.map((m) => [m.name, m.status, m.lessonsCompleted, m.tasksFinished, m.pointsEarned])).toEqual([
      ['Ana Abad', 'Active', 1, 1, 10],
      ['Ben Bautista', 'Active', 0, 1, 15],
      ['Cara Cruz', 'Inactive', 1, 0, 0],
      ['=Dan Dizon', 'Not Enrolled', 0, 0, 0],
    ])
    expect(week.items[0]).toMatchObject({ id: w.ana.id, email: 'ana@example.com', batch: { id: w.batch16.id, name: 'Batch 16' }, group: { name: 'Tribe Luzon' }, stage: { number: 1, name: 'Foundation' } })
    expect(week.items[3]).toMatchObject({ group: null, stage: null })
    const thirty = await list({ range: 'Last 30 Days' })
    expect(thirty.items[1].lessonsCompleted).toBe(1)
    const all = await list({})
    expect(all.items[0].lessonsCompleted).toBe(2)
    expect((await list({ status: 'Inactive' })).items.map((m) => m.name)).toEqual(['Cara Cruz'])
    expect((await list({ status: 'Not Enrolled' })).items.map((m) => m.name)).toEqual(['=Dan Dizon'])
    expect((await list({ status: 'Active', groupId: w.luzon.id })).items.map((m) => m.name)).toEqual(['Ana Abad'])
    const second = await list({ page: 2, pageSize: 3 })
    expect(second).toMatchObject({ totalCount: 4, page: 2, pageSize: 3 })
    expect(second.items.map((m) => m.name)).toEqual(['=Dan Dizon'])
  })
})

describe('exportCommunityReport', () => {
  scenario('CSV: the filtered members by name, formula cells escaped, the export logged', community, async (w) => {
    const viewer = await currentUserFor(w.viewer.id)
    atNow()
    const file = await asUser(viewer, () => exportCommunityReport(viewer, 'csv', { batchId: w.batch17.id, range: 'Last 7 Days' }))
    expect(file.fileName).toBe('community-report-2026-03-20.csv')
    const records = parse((await bytesOf(file.body)).toString('utf8'), { bom: true }) as string[][]
    expect(records).toEqual([
      ['Name', 'E-mail', 'Batch', 'Stage', 'Group', 'Status', 'Lessons completed', 'Tasks finished', 'Points earned'],
      ['Cara Cruz', 'cara@example.com', 'Batch 17', 'Stage 1: Foundation', 'Tribe Luzon', 'Inactive', '1', '0', '0'],
      ["'=Dan Dizon", 'dan@example.com', 'Batch 17', 'Stage 0 (no stage)', '', 'Not Enrolled', '0', '0', '0'],
    ])
    const logs = await db.select().from(infoLogs).where(eq(infoLogs.action, 'community-report-exported'))
    expect(logs).toMatchObject([{ userId: w.viewer.id, details: { format: 'csv', batchId: w.batch17.id, range: 'Last 7 Days' } }])
  })

  scenario('XLSX opens with ExcelJS; refused without the page, and for a bad filter', community, async (w) => {
    const viewer = await currentUserFor(w.viewer.id)
    atNow()
    const file = await asUser(viewer, () => exportCommunityReport(viewer, 'xlsx', { status: 'Active' }))
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await bytesOf(file.body)) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Community report')!
    expect(sheet.getRow(1).getCell(1).value).toBe('Name')
    expect(sheet.getRow(2).getCell(1).value).toBe('Ana Abad')
    expect(sheet.getRow(3).getCell(4).value).toBe('Stage 2: Launch')
    expect(sheet.rowCount).toBe(3)
    const member = await currentUserFor(w.ana.id)
    await expect(exportCommunityReport(member, 'csv', {})).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } })
    await expect(exportCommunityReport(viewer, 'csv', { status: 'Gone' })).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } })
  })

  scenario('streams past one keyset batch without losing or repeating a member (same names included)', community, async (w) => {
    const viewer = await currentUserFor(w.viewer.id)
    const made = await db
      .insert(users)
      .values(Array.from({ length: EXPORT_BATCH + 5 }, (_, i) => ({ firstName: 'Same', lastName: 'Name', email: `same${i}@example.com`, slug: `same-${i}`, batchId: w.batch16.id })))
      .returning({ id: users.id })
    const [level] = await db.select().from(accessLevels).where(eq(accessLevels.name, 'member'))
    await db.insert(userAccessLevels).values(made.map((u) => ({ userId: u.id, accessLevelId: level.id })))
    const file = await asUser(viewer, () => exportCommunityReport(viewer, 'csv', { batchId: w.batch16.id }))
    const records = parse((await bytesOf(file.body)).toString('utf8'), { bom: true }) as string[][]
    const emails = records.slice(1).map((r) => r[1])
    expect(emails).toHaveLength(EXPORT_BATCH + 5 + 2)
    expect(new Set(emails).size).toBe(emails.length)
    expect(emails.slice(0, 2)).toEqual(['ana@example.com', 'ben@example.com'])
  })
})

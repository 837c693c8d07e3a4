import { count, desc, eq, type SQL } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { bugReports, type BugReportStatus } from '../../../db/schema'
import { scenario } from '../test/scenario'
import { db } from './db'
import { paginate, type PageArgs } from './paginate'

/** 25 reports a minute apart (report 0 oldest); every third one resolved. */
async function reports() {
  const base = Date.parse('2024-05-01T00:00:00Z')
  const rows = await db
    .insert(bugReports)
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        description: `Report ${String(i).padStart(2, '0')}`,
        contactEmail: 'guest@example.com',
        status: i % 3 === 0 ? ('resolved' as const) : ('open' as const),
        createdAt: new Date(base + i * 60_000),
      })),
    )
    .returning()
  return { rows }
}

/** A list of reports as a service would write it, optionally narrowed to one status. */
function list(args: PageArgs, status?: BugReportStatus) {
  const where: SQL | undefined = status ? eq(bugReports.status, status) : undefined
  return paginate(args, {
    sortable: { createdAt: bugReports.createdAt, status: bugReports.status, description: bugReports.description },
    defaultSort: [desc(bugReports.createdAt), desc(bugReports.id)],
    rows: ({ limit, offset, orderBy }) =>
      db.select({ description: bugReports.description }).from(bugReports).where(where).orderBy(...orderBy).limit(limit).offset(offset),
    count: async () => (await db.select({ total: count() }).from(bugReports).where(where))[0].total,
  })
}

const descriptions = (page: { items: { description: string }[] }) => page.items.map((item) => item.description)

async function refusal(work: Promise<unknown>) {
  try {
    await work
  } catch (error) {
    return error as { message: string; extensions: { code: string; properties: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected paginate to refuse the arguments')
}

describe('paginate', () => {
  scenario('answers the first 10 in the default order with the total, and a page past the end empty', reports, async () => {
    const first = await list({})
    expect(first).toMatchObject({ totalCount: 25, page: 1, pageSize: 10 })
    expect(descriptions(first)).toEqual(['Report 24', 'Report 23', 'Report 22', 'Report 21', 'Report 20', 'Report 19', 'Report 18', 'Report 17', 'Report 16', 'Report 15'])
    expect(descriptions(await list({ page: 3 }))).toEqual(['Report 04', 'Report 03', 'Report 02', 'Report 01', 'Report 00'])
    expect(await list({ page: 4 })).toEqual({ items: [], totalCount: 25, page: 4, pageSize: 10 })
  })

  scenario('accepts pageSize 1 to 100 and refuses the rest, and a page below 1, with field messages', reports, async () => {
    expect((await list({ pageSize: 100 })).items).toHaveLength(25)
    expect(descriptions(await list({ pageSize: 1, page: 25 }))).toEqual(['Report 00'])
    const bad = await refusal(list({ page: 0, pageSize: 101 }))
    expect(bad.extensions.code).toBe('BAD_USER_INPUT')
    expect(bad.extensions.properties.messages).toEqual({
      page: ['Page must be 1 or more'],
      pageSize: ['Page size must be between 1 and 100'],
    })
    expect((await refusal(list({ pageSize: 0 }))).extensions.properties.messages).toEqual({ pageSize: ['Page size must be between 1 and 100'] })
    expect((await refusal(list({ page: 1.5 }))).extensions.properties.messages).toEqual({ page: ['Page must be 1 or more'] })
  })

  scenario('refuses a sortBy the list does not offer, naming the ones it does', reports, async () => {
    const bad = await refusal(list({ sortBy: 'contactEmail' }))
    expect(bad.extensions.properties.messages).toEqual({ sortBy: ['Sort by one of createdAt, status, description'] })
    // Not an own key of the map: never reaches the ORDER BY.
    expect((await refusal(list({ sortBy: 'constructor' }))).extensions.properties.messages).toHaveProperty('sortBy')
  })

  scenario('sorts by the requested field, then by the default order, so pages never repeat or skip a row', reports, async () => {
    const pages = [1, 2, 3, 4, 5].map((page) => list({ sortBy: 'status', pageSize: 6, page }))
    const byStatus = (await Promise.all(pages)).flatMap(descriptions)
    // open before resolved (asc by default); within a status, newest first (the tie-breaker).
    const open = Array.from({ length: 25 }, (_, i) => i).filter((i) => i % 3 !== 0).reverse()
    const resolved = Array.from({ length: 25 }, (_, i) => i).filter((i) => i % 3 === 0).reverse()
    expect(byStatus).toEqual([...open, ...resolved].map((i) => `Report ${String(i).padStart(2, '0')}`))
    const descending = descriptions(await list({ sortBy: 'status', sortOrder: 'desc', pageSize: 3 }))
    expect(descending).toEqual(['Report 24', 'Report 21', 'Report 18'])
    expect(descriptions(await list({ sortBy: 'description', pageSize: 2 }))).toEqual(['Report 00', 'Report 01'])
  })

  scenario('counts only the filtered rows', reports, async () => {
    const resolved = await list({ pageSize: 3, page: 2 }, 'resolved')
    expect(resolved.totalCount).toBe(9)
    expect(descriptions(resolved)).toEqual(['Report 15', 'Report 12', 'Report 09'])
    expect(await list({}, 'closed')).toEqual({ items: [], totalCount: 0, page: 1, pageSize: 10 })
  })
})

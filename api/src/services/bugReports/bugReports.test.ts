import { describe, expect, it } from 'vitest'
import { bugReports as bugReportsTable } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { bugReports, createBugReport } from './bugReports'
import { member, reportList, reporter } from './bugReports.scenarios'

const GOOD = 'The save button on my profile does nothing.'
const CREATE = /* GraphQL */ `
  mutation CreateBugReport($description: String!, $pageUrl: String) {
    createBugReport(input: { description: $description, pageUrl: $pageUrl }) { id }
  }
`
const messagesOf = (error: unknown) => (error as { extensions: { properties: { messages: Record<string, string[]> } } }).extensions.properties.messages

async function reject(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: Record<string, unknown> }
  }
  throw new Error('expected a refusal')
}

describe('createBugReport', () => {
  scenario(
    "stores a signed-in reporter's report (the web's exact mutation) with their id",
    reporter,
    async ({ me }) => {
      const result = await runGraphql(await currentUserFor(me.id), CREATE, { description: `  ${GOOD}  `, pageUrl: '/profile/edit' })
      expect(result.errors).toBeUndefined()
      const rows = await db.select().from(bugReportsTable)
      expect(rows).toMatchObject([{ userId: me.id, description: GOOD, pageUrl: '/profile/edit', contactEmail: null, status: 'open' }])
      expect(result.data).toEqual({ createBugReport: { id: rows[0].id } })
    },
  )

  scenario(
    'validates the description (10..5000) and pageUrl (at most 2000) with field messages, and stores nothing',
    reporter,
    async (rows) => {
      const me = await currentUserFor(rows.me.id)
      const create = (description: string, pageUrl?: string) => asUser(me, () => createBugReport({ input: { description, pageUrl } }))
      const blank = await reject(() => create('   '))
      expect(blank.extensions.code).toBe('BAD_USER_INPUT')
      expect(messagesOf(blank)).toEqual({ description: ['Description is required'] })
      expect(messagesOf(await reject(() => create('too short')))).toEqual({ description: ['Description must be at least 10 characters'] })
      expect(messagesOf(await reject(() => create('x'.repeat(5001))))).toEqual({ description: ['Description must be at most 5000 characters'] })
      expect(messagesOf(await reject(() => create(GOOD, `/${'p'.repeat(2000)}`)))).toEqual({ pageUrl: ['Page URL must be at most 2000 characters'] })
      expect(await db.select().from(bugReportsTable)).toEqual([])
      // The limits themselves are accepted; a blank page URL is stored as none.
      await create('x'.repeat(5000), '   ')
      await create('0123456789', `/${'p'.repeat(1999)}`)
      expect((await db.select().from(bugReportsTable)).map((row) => row.pageUrl?.length ?? null)).toEqual([null, 2000])
    },
  )

  it('signed out: a valid contact e-mail is required; the report is stored with it', async () => {
    const create = (contactEmail?: string) => asUser(null, () => createBugReport({ input: { description: GOOD, contactEmail } }))
    expect(messagesOf(await reject(() => create()))).toEqual({ contactEmail: ['Enter your email so we can reply'] })
    expect(messagesOf(await reject(() => create('not-an-email')))).toEqual({
      contactEmail: ['Enter a valid email address (e.g., name@example.com)'],
    })
    const report = await create(' Someone@Example.com ')
    expect(report).toMatchObject({ contactEmail: 'someone@example.com', reporter: null })
    expect(await db.select().from(bugReportsTable)).toMatchObject([{ userId: null, contactEmail: 'someone@example.com' }])
  })

  it('signed out: five reports an hour per address, then a wait', async () => {
    const create = (ip: string) =>
      asUser(null, () => createBugReport({ input: { description: GOOD, contactEmail: 'a@example.com' } }), { ip })
    for (let i = 0; i < 5; i += 1) await create('10.0.0.1')
    const refused = await reject(() => create('10.0.0.1'))
    expect(refused.extensions.code).toBe('TOO_MANY_REQUESTS')
    expect(refused.message).toMatch(/^Too many reports in a short time\. Try again in \d+ minutes?\.$/)
    await create('10.0.0.2')
    expect(await db.select().from(bugReportsTable)).toHaveLength(6)
  })
})

describe('bugReports', () => {
  scenario(
    'pages newest first with the total, filters by status, and names the reporter',
    reportList,
    async ({ reporter, ...rows }) => {
      const admin = await currentUserFor(rows.admin.id)
      const first = await asUser(admin, () => bugReports({}))
      expect(first).toMatchObject({ totalCount: 12, page: 1, pageSize: 10 })
      expect(first.items.map((item) => item.description)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Report number ${11 - i}`),
      )
      expect(first.items[0].reporter).toEqual({ id: reporter.id, email: reporter.email, firstName: 'Rey', lastName: 'Porter' })
      expect(first.items[1].reporter).toBeNull()
      const second = await asUser(admin, () => bugReports({ page: 2 }))
      expect(second.items.map((item) => item.description)).toEqual(['Report number 1', 'Report number 0'])
      const resolved = await asUser(admin, () => bugReports({ status: 'resolved', pageSize: 2 }))
      expect(resolved.totalCount).toBe(4)
      expect(resolved.items.map((item) => item.description)).toEqual(['Report number 9', 'Report number 6'])
      const bad = await reject(() => asUser(admin, () => bugReports({ page: 0, pageSize: 500, status: 'lost' })))
      expect(Object.keys(messagesOf(bad)).sort()).toEqual(['page', 'pageSize', 'status'])
    },
  )

  scenario(
    'sorts by createdAt or status on request (newest first among equals), and refuses other fields',
    reportList,
    async (rows) => {
      const admin = await currentUserFor(rows.admin.id)
      const LIST = /* GraphQL */ `
        query BugReports($sortBy: String, $sortOrder: SortOrder) {
          bugReports(sortBy: $sortBy, sortOrder: $sortOrder, pageSize: 3) { items { description status } }
        }
      `
      const page = async (variables: Record<string, unknown>) => {
        const result = await runGraphql(admin, LIST, variables)
        expect(result.errors).toBeUndefined()
        return (result.data as { bugReports: { items: { description: string }[] } }).bugReports.items.map((item) => item.description)
      }
      expect(await page({ sortBy: 'status', sortOrder: 'desc' })).toEqual(['Report number 9', 'Report number 6', 'Report number 3'])
      expect(await page({ sortBy: 'status' })).toEqual(['Report number 11', 'Report number 10', 'Report number 8'])
      expect(await page({ sortBy: 'createdAt' })).toEqual(['Report number 0', 'Report number 1', 'Report number 2'])
      const refused = await runGraphql(admin, LIST, { sortBy: 'contactEmail' })
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        properties: { messages: { sortBy: ['Sort by one of createdAt, status'] } },
      })
    },
  )

  scenario(
    'without page access featureChangeLog answers only the caller\'s own reports (none here); signed out is refused',
    member,
    async (rows) => {
      await db.insert(bugReportsTable).values({ description: 'Someone else reported this', contactEmail: 'guest@example.com' })
      const result = await runGraphql(await currentUserFor(rows.member.id), 'query { bugReports { totalCount items { id } } }')
      expect(result).toEqual({ data: { bugReports: { totalCount: 0, items: [] } } })
      expect((await runGraphql(null, 'query { bugReports { totalCount } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    },
  )
})

import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { bugReports as bugReportsTable, infoLogs, outboxEmails } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { bugReport, bugReports } from './bugReports'
import { triageWorld } from './bugReports.scenarios'
import { triageBugReport } from './triage'

const descriptions = (list: { items: { description: string }[] }) => list.items.map((item) => item.description)

async function reject(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { message: string; extensions: Record<string, unknown> }
  }
  throw new Error('expected a refusal')
}

describe('who sees which bug reports', () => {
  scenario('a member sees only the reports they sent, and another\'s id reads as not found', triageWorld, async (w) => {
    const ana = await currentUserFor(w.ana.id)
    const mine = await asUser(ana, () => bugReports({}))
    expect(mine.totalCount).toBe(1)
    expect(descriptions(mine)).toEqual(["Ana's report: the save button does nothing"])
    expect(await asUser(ana, () => bugReport({ id: w.anaReport.id }))).toMatchObject({ id: w.anaReport.id, reply: null })
    // Another's report, a guest's and one that does not exist all answer the same: nothing.
    expect(await asUser(ana, () => bugReport({ id: w.benReport.id }))).toBeNull()
    expect(await asUser(ana, () => bugReport({ id: w.guestReport.id }))).toBeNull()
    expect(await asUser(ana, () => bugReport({ id: 999_999 }))).toBeNull()
    const result = await runGraphql(ana, 'query ($id: Int!) { bugReport(id: $id) { id description } }', { id: w.benReport.id })
    expect(result).toEqual({ data: { bugReport: null } })
  })

  scenario('staff with featureChangeLog see every report, newest first, by status', triageWorld, async (w) => {
    const staff = await currentUserFor(w.staff.id)
    const all = await asUser(staff, () => bugReports({}))
    expect(all.totalCount).toBe(4)
    expect(descriptions(all)).toEqual([
      "Ada's own report as a member",
      "A guest's report: I cannot sign in",
      "Ben's report: the video will not play",
      "Ana's report: the save button does nothing",
    ])
    expect(descriptions(await asUser(staff, () => bugReports({ status: 'resolved' })))).toEqual(["Ada's own report as a member"])
    expect(await asUser(staff, () => bugReport({ id: w.benReport.id }))).toMatchObject({ reporter: { firstName: 'Ben' } })
  })

  scenario('acting as a member while holding a staff level shows only their own; acting as staff shows all', triageWorld, async (w) => {
    const asMember = await currentUserFor(w.both.id, { role: 'member' })
    expect(descriptions(await asUser(asMember, () => bugReports({})))).toEqual(["Ada's own report as a member"])
    expect(await asUser(asMember, () => bugReport({ id: w.anaReport.id }))).toBeNull()
    const refused = await reject(() => asUser(asMember, () => triageBugReport({ id: w.anaReport.id, input: { status: 'closed' } })))
    expect(refused.extensions.code).toBe('FORBIDDEN')
    const asStaff = await currentUserFor(w.both.id, { role: 'tribe-team-ro' })
    expect((await asUser(asStaff, () => bugReports({}))).totalCount).toBe(4)
    expect(await asUser(asStaff, () => bugReport({ id: w.anaReport.id }))).toMatchObject({ id: w.anaReport.id })
  })
})

describe('triageBugReport', () => {
  scenario('sets the status and the reply in one transaction with an info log row and the reporter\'s e-mail', triageWorld, async (w) => {
    const staff = await currentUserFor(w.staff.id)
    const result = await asUser(staff, () =>
      triageBugReport({ id: w.anaReport.id, input: { status: 'in-progress', reply: '  Thanks, Ana: we are fixing the save button.  ' } }),
    )
    expect(result).toMatchObject({ id: w.anaReport.id, status: 'in-progress', reply: 'Thanks, Ana: we are fixing the save button.' })
    const [row] = await db.select().from(bugReportsTable).where(eq(bugReportsTable.id, w.anaReport.id))
    expect(row).toMatchObject({ status: 'in-progress', repliedById: w.staff.id, resolvedAt: null })
    expect(row.repliedAt).toBeInstanceOf(Date)
    expect(await db.select().from(infoLogs)).toMatchObject([
      {
        action: 'bug-report-triaged',
        userId: w.staff.id,
        entityType: 'bugReport',
        entityId: String(w.anaReport.id),
        details: { fromStatus: 'open', toStatus: 'in-progress', replied: true },
      },
    ])
    const mails = await db.select().from(outboxEmails)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: 'ana@example.com', subject: `Reply to your bug report #${w.anaReport.id}` })
    expect(mails[0].text).toContain('Thanks, Ana: we are fixing the save button.')
    expect(mails[0].text).toContain(`/reports/${w.anaReport.id}`)
    // The member reads it on their own report.
    const ana = await currentUserFor(w.ana.id)
    expect(await asUser(ana, () => bugReport({ id: w.anaReport.id }))).toMatchObject({ status: 'in-progress', reply: 'Thanks, Ana: we are fixing the save button.' })
  })

  scenario('a status alone keeps the reply and sends nothing; resolving stamps resolvedAt; a guest is mailed at contactEmail', triageWorld, async (w) => {
    const staff = await currentUserFor(w.staff.id)
    await asUser(staff, () => triageBugReport({ id: w.guestReport.id, input: { status: 'open', reply: 'Try resetting your password.' } }))
    await asUser(staff, () => triageBugReport({ id: w.guestReport.id, input: { status: 'resolved', reply: '' } }))
    // The same reply again is no new reply: no second mail.
    await asUser(staff, () => triageBugReport({ id: w.guestReport.id, input: { status: 'resolved', reply: 'Try resetting your password.' } }))
    const [row] = await db.select().from(bugReportsTable).where(eq(bugReportsTable.id, w.guestReport.id))
    expect(row).toMatchObject({ status: 'resolved', reply: 'Try resetting your password.' })
    expect(row.resolvedAt).toBeInstanceOf(Date)
    const mails = await db.select().from(outboxEmails)
    expect(mails.map((mail) => mail.to)).toEqual(['guest@example.com'])
    // A signed-out reporter has no /reports: the mail carries the reply, not a link.
    expect(mails[0].text).not.toContain('/reports/')
    expect((await db.select().from(infoLogs)).map((log) => log.details)).toEqual([
      { fromStatus: 'open', toStatus: 'open', replied: true },
      { fromStatus: 'open', toStatus: 'resolved', replied: false },
      { fromStatus: 'resolved', toStatus: 'resolved', replied: false },
    ])
  })

  scenario('refuses a bad status or a long reply with field messages and changes nothing; an unknown id is not found', triageWorld, async (w) => {
    const staff = await currentUserFor(w.staff.id)
    const bad = await reject(() => asUser(staff, () => triageBugReport({ id: w.anaReport.id, input: { status: 'lost', reply: 'x'.repeat(5001) } })))
    expect(bad.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      properties: { messages: { status: ['Choose open, in-progress, resolved or closed'], reply: ['Reply must be at most 5000 characters'] } },
    })
    const missing = await reject(() => asUser(staff, () => triageBugReport({ id: 999_999, input: { status: 'closed' } })))
    expect(missing).toMatchObject({ message: 'Bug report not found', extensions: { code: 'NOT_FOUND' } })
    expect(await db.select().from(infoLogs)).toEqual([])
    expect(await db.select().from(outboxEmails)).toEqual([])
    const [row] = await db.select().from(bugReportsTable).where(eq(bugReportsTable.id, w.anaReport.id))
    expect(row.status).toBe('open')
  })

  scenario('a member cannot triage (even their own report)', triageWorld, async (w) => {
    const result = await runGraphql(await currentUserFor(w.ana.id), 'mutation ($id: Int!) { triageBugReport(id: $id, input: { status: "closed" }) { id } }', { id: w.anaReport.id })
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN')
  })
})

// createBugReport, bugReports and bugReport (docs/api.md; who sees which: ./access.ts).
import { and, count, desc, eq, getTableColumns } from 'drizzle-orm'
import { z } from 'zod'
import { bugReportSchema, guestBugReportSchema } from '../../../../common/validation/bugReports'
import { BUG_REPORT_STATUSES, bugReports as bugReportsTable, users } from '../../../../db/schema'
import { policies, recordEvent, retryText, waitFor, type ThrottlePolicy } from '../../lib/auth/throttle'
import { context, currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { iso } from '../../lib/time'
import { isRowId, parseInput } from '../../lib/validation'
import type { BugReportReporter, MutationResolvers, QueryResolvers } from '../../types/graphql'
import { visibleReports } from './access'

/** Signed-out reports per address: 5 an hour, then a growing wait (spam without an account). */
export const signedOutReportPolicy: ThrottlePolicy = { ...policies.signupAddress, limit: 5 }
/** Signed-in reports per user: 20 an hour; a real user never gets near it. */
export const signedInReportPolicy: ThrottlePolicy = { ...policies.signupAddress, limit: 20 }

export const createBugReport = (async ({ input }) => {
  const reporter = currentUser()
  // Signed in, the reporter is known and any contactEmail is dropped; signed out, it is required.
  const report = reporter ? { ...parseInput(bugReportSchema, input), contactEmail: null } : parseInput(guestBugReportSchema, input)

  const request = context().request
  const throttleKey = reporter ? `bug-report-user:${reporter.id}` : `bug-report-ip:${request.ip}`
  const wait = await waitFor([throttleKey])
  if (wait > 0) {
    throw new AppError(`Too many reports in a short time. Try again in ${retryText(wait)}.`, 'TOO_MANY_REQUESTS')
  }

  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bugReportsTable)
      .values({ ...report, userId: reporter?.id ?? null, userAgent: request.userAgent?.slice(0, 500) ?? null })
      .returning()
    await recordEvent(throttleKey, reporter ? signedInReportPolicy : signedOutReportPolicy, new Date(), tx)
    return created
  })
  return toBugReport(row, reporter && { id: reporter.id, email: reporter.email, firstName: reporter.firstName, lastName: reporter.lastName })
}) satisfies MutationResolvers['createBugReport']

export function toBugReport(row: typeof bugReportsTable.$inferSelect, reporter: BugReportReporter | null) {
  return {
    id: row.id,
    description: row.description,
    pageUrl: row.pageUrl,
    contactEmail: row.contactEmail,
    status: row.status,
    // DateTime is an ISO 8601 instant in the contract (api/src/types/graphql.ts), as the web reads it.
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: iso(row.repliedAt),
    userAgent: row.userAgent,
    reporter,
  }
}

/** The reporter's columns, joined to each report (never a query per row). */
const reporterColumns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName }

/** What the list may be sorted by; newest first (then id) breaks ties. */
const sortable = { createdAt: bugReportsTable.createdAt, status: bugReportsTable.status }

const listArgs = pageArgsSchema(sortable).extend({
  status: z.enum(BUG_REPORT_STATUSES, `Status must be one of ${BUG_REPORT_STATUSES.join(', ')}`).nullish(),
})

export const bugReports = (async (args) => {
  // Paging and the filter in one pass, so one answer names every bad field.
  const { status } = parseInput(listArgs, args, 'Invalid bug report list request')
  const where = and(visibleReports(currentUser()), status ? eq(bugReportsTable.status, status) : undefined)
  return paginate(args, {
    sortable,
    defaultSort: [desc(bugReportsTable.createdAt), desc(bugReportsTable.id)],
    // The reporter comes with each row (a join, not a query per row).
    rows: async ({ limit, offset, orderBy }) => {
      const rows = await db
        .select({
          report: getTableColumns(bugReportsTable),
          reporter: reporterColumns,
        })
        .from(bugReportsTable)
        .leftJoin(users, eq(users.id, bugReportsTable.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
      return rows.map((row) => toBugReport(row.report, row.reporter?.id ? row.reporter : null))
    },
    count: async () => (await db.select({ total: count() }).from(bugReportsTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['bugReports']

/** One report the caller may see (./access.ts), or null: another's report is "not found", like one that does not exist. */
export const bugReport = (async ({ id }) => {
  if (!isRowId(id)) return null
  const [row] = await db
    .select({ report: getTableColumns(bugReportsTable), reporter: reporterColumns })
    .from(bugReportsTable)
    .leftJoin(users, eq(users.id, bugReportsTable.userId))
    .where(and(eq(bugReportsTable.id, id), visibleReports(currentUser())))
  return row ? toBugReport(row.report, row.reporter?.id ? row.reporter : null) : null
}) satisfies QueryResolvers['bugReport']

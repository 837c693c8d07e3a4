// createBugReport and bugReports (docs/api.md).
import { count, desc, eq, getTableColumns } from 'drizzle-orm'
import { BUG_REPORT_STATUSES, bugReports as bugReportsTable, users, type BugReportStatus } from '../../../../db/schema'
import { policies, recordEvent, retryText, waitFor, type ThrottlePolicy } from '../../lib/auth/throttle'
import { context, currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { AppError, Validation } from '../../lib/errors'

export const DESCRIPTION_MIN = 10
export const DESCRIPTION_MAX = 5000
export const PAGE_URL_MAX = 2000
export const EMAIL_MAX = 254
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

/** Signed-out reports per address: 5 an hour, then a growing wait (spam without an account). */
export const signedOutReportPolicy: ThrottlePolicy = { ...policies.signupAddress, limit: 5 }
/** Signed-in reports per user: 20 an hour; a real user never gets near it. */
export const signedInReportPolicy: ThrottlePolicy = { ...policies.signupAddress, limit: 20 }

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type CreateBugReportInput = { description: string; pageUrl?: string | null; contactEmail?: string | null }

export async function createBugReport({ input }: { input: CreateBugReportInput }) {
  const reporter = currentUser()
  const description = input.description.trim()
  const pageUrl = input.pageUrl?.trim() || null
  const contactEmail = reporter ? null : input.contactEmail?.trim().toLowerCase() || null

  const validation = new Validation()
  if (!description) validation.add('description', 'Description is required')
  else if (description.length < DESCRIPTION_MIN) validation.add('description', `Description must be at least ${DESCRIPTION_MIN} characters`)
  else if (description.length > DESCRIPTION_MAX) validation.add('description', `Description must be at most ${DESCRIPTION_MAX} characters`)
  validation.check(!pageUrl || pageUrl.length <= PAGE_URL_MAX, 'pageUrl', `Page URL must be at most ${PAGE_URL_MAX} characters`)
  if (!reporter) {
    if (!contactEmail) validation.add('contactEmail', 'Enter your email so we can reply')
    else if (contactEmail.length > EMAIL_MAX || !EMAIL_PATTERN.test(contactEmail)) {
      validation.add('contactEmail', 'Enter a valid email address (e.g., name@example.com)')
    }
  }
  validation.throwIfAny()

  const request = context().request
  const throttleKey = reporter ? `bug-report-user:${reporter.id}` : `bug-report-ip:${request.ip}`
  const wait = await waitFor([throttleKey])
  if (wait > 0) {
    throw new AppError(`Too many reports in a short time. Try again in ${retryText(wait)}.`, 'TOO_MANY_REQUESTS')
  }

  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bugReportsTable)
      .values({
        userId: reporter?.id ?? null,
        contactEmail,
        pageUrl,
        description,
        userAgent: request.userAgent?.slice(0, 500) ?? null,
      })
      .returning()
    await recordEvent(throttleKey, reporter ? signedInReportPolicy : signedOutReportPolicy, new Date(), tx)
    return created
  })
  return toBugReport(row, reporter && { id: reporter.id, email: reporter.email, firstName: reporter.firstName, lastName: reporter.lastName })
}

type Reporter = { id: number; email: string; firstName: string; lastName: string }

function toBugReport(row: typeof bugReportsTable.$inferSelect, reporter: Reporter | null) {
  return {
    id: row.id,
    description: row.description,
    pageUrl: row.pageUrl,
    contactEmail: row.contactEmail,
    status: row.status,
    createdAt: row.createdAt,
    reporter,
  }
}

export async function bugReports({
  page,
  pageSize,
  status,
}: {
  page?: number | null
  pageSize?: number | null
  status?: string | null
}) {
  const currentPage = page ?? 1
  const size = pageSize ?? DEFAULT_PAGE_SIZE
  const validation = new Validation()
  validation.check(Number.isInteger(currentPage) && currentPage >= 1, 'page', 'Page must be 1 or more')
  validation.check(size >= 1 && size <= MAX_PAGE_SIZE, 'pageSize', `Page size must be between 1 and ${MAX_PAGE_SIZE}`)
  validation.check(
    status == null || (BUG_REPORT_STATUSES as readonly string[]).includes(status),
    'status',
    `Status must be one of ${BUG_REPORT_STATUSES.join(', ')}`,
  )
  validation.throwIfAny('Invalid bug report list request')

  const where = status ? eq(bugReportsTable.status, status as BugReportStatus) : undefined
  // The page and the total in parallel; the reporter comes with each row (a join, not a query per row).
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        report: getTableColumns(bugReportsTable),
        reporter: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
      })
      .from(bugReportsTable)
      .leftJoin(users, eq(users.id, bugReportsTable.userId))
      .where(where)
      .orderBy(desc(bugReportsTable.createdAt), desc(bugReportsTable.id))
      .limit(size)
      .offset((currentPage - 1) * size),
    db.select({ total: count() }).from(bugReportsTable).where(where),
  ])
  return {
    items: rows.map((row) => toBugReport(row.report, row.reporter?.id ? row.reporter : null)),
    totalCount: total,
    page: currentPage,
    pageSize: size,
  }
}


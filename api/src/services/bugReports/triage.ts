// triageBugReport: staff set a report's status and may write the reply its sender reads at
// /reports/{id} (docs/product.md, "Bug reports"). One transaction: the report, the info log row and,
// when a new reply is written, the e-mail to the sender through the outbox.
import { eq } from 'drizzle-orm'
import { triageBugReportSchema } from '../../../../common/validation/bugReports'
import { bugReports, users } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { requireAccess } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { setting, isProduction } from '../../lib/env'
import { NotFoundError } from '../../lib/errors'
import { enqueueEmail, type Email } from '../../lib/mailer'
import { isRowId, parseInput } from '../../lib/validation'
import type { MutationResolvers } from '../../types/graphql'
import { BUG_REPORT_STAFF_FLAG } from './access'
import { toBugReport } from './bugReports'

/** Where a signed-in reporter reads the reply. */
export function reportLink(id: number): string {
  return new URL(`/reports/${id}`, setting('APP_URL', isProduction ? undefined : 'http://localhost:8910')).toString()
}

/**
 * The mail telling a reporter their report has a reply. A signed-in reporter gets the link to the
 * report; a signed-out one (who has no /reports) gets the reply itself, and so does everyone: the
 * mail must make sense on its own.
 */
export function replyMail(to: string, report: { id: number; description: string; status: string; reply: string }, signedIn: boolean): Email {
  const excerpt = report.description.length > 200 ? `${report.description.slice(0, 200)}...` : report.description
  return {
    to,
    subject: `Reply to your bug report #${report.id}`,
    text: [
      'Hi,',
      '',
      `Thank you for your bug report #${report.id}:`,
      `"${excerpt}"`,
      '',
      'Our reply:',
      report.reply,
      '',
      `Status: ${report.status}`,
      ...(signedIn ? ['', `See it here:\n${reportLink(report.id)}`] : []),
    ].join('\n'),
  }
}

export const triageBugReport = (async ({ id, input }) => {
  const staff = requireAccess(currentUser(), { page: BUG_REPORT_STAFF_FLAG })
  const { status, reply } = parseInput(triageBugReportSchema, input)
  if (!isRowId(id)) throw new NotFoundError('Bug report not found')
  return db.transaction(async (tx) => {
    // Locked: two staff replying at once each see the other's reply before deciding to mail.
    const [found] = await tx
      .select({ report: bugReports, reporterEmail: users.email, reporter: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName } })
      .from(bugReports)
      .leftJoin(users, eq(users.id, bugReports.userId))
      .where(eq(bugReports.id, id))
      .for('update', { of: bugReports })
    if (!found) throw new NotFoundError('Bug report not found')
    const before = found.report
    // A blank reply keeps the one there is; the same text again is no new reply (and no second mail).
    const newReply = reply !== null && reply !== before.reply
    const now = new Date()
    const closing = status === 'resolved' || status === 'closed'
    const [row] = await tx
      .update(bugReports)
      .set({
        status,
        resolvedAt: closing ? (before.resolvedAt ?? now) : null,
        ...(newReply ? { reply, repliedAt: now, repliedById: staff.id } : {}),
        updatedAt: now,
      })
      .where(eq(bugReports.id, id))
      .returning()
    await writeInfoLog(
      {
        action: 'bug-report-triaged',
        userId: staff.id,
        originalUserId: staff.originalUserId ?? null,
        entityType: 'bugReport',
        entityId: id,
        details: { fromStatus: before.status, toStatus: status, replied: newReply },
      },
      tx,
    )
    const to = found.reporterEmail ?? before.contactEmail
    if (newReply && to) await enqueueEmail(replyMail(to, { id, description: before.description, status, reply: reply! }, !!before.userId), tx)
    return toBugReport(row, found.reporter?.id ? found.reporter : null)
  })
}) satisfies MutationResolvers['triageBugReport']

// Hearing from users about the product: bug reports.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { users } from './members'

export const BUG_REPORT_STATUSES = ['open', 'in-progress', 'resolved', 'closed'] as const
export type BugReportStatus = (typeof BUG_REPORT_STATUSES)[number]

// /bug-report: what went wrong, where. Set null on the user: a report stays useful after the
// reporter's account is gone.
export const bugReports = pgTable(
  'bug_reports',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    // Where to reply when the reporter was signed out (/bug-report is reachable signed out);
    // null for a signed-in reporter, whose account says who they are.
    contactEmail: text(),
    // Optional in the form: a report about "the whole site" names no page.
    pageUrl: text(),
    description: text().notNull(),
    screenshotUrl: text(),
    userAgent: text(),
    status: text().$type<BugReportStatus>().notNull().default('open'),
    resolvedAt: timestamp({ withTimezone: true }),
    // The staff's answer the reporter reads at /reports/{id}; null until someone replies.
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    // Set null: the reply stays after the staff member's account is gone.
    repliedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('bug_reports_status_created_at_idx').on(t.status, t.createdAt),
    index('bug_reports_user_id_idx').on(t.userId).where(sql`${t.userId} is not null`),
    // The admin list pages newest first over every status.
    index('bug_reports_created_at_idx').on(t.createdAt),
    check('bug_reports_status_check', sql`${t.status} in ('open', 'in-progress', 'resolved', 'closed')`),
  ],
)

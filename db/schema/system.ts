// The platform's own records: the audit trail (info logs), the e-mail outbox and the row counts of
// big tables.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './members'

// Audit trail: security events (logins, failed logins, resets), impersonated requests and
// admin changes. Read by the info logs report.
export const infoLogs = pgTable(
  'info_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    action: text().notNull(),
    // Who did it (null for anonymous events such as a failed login for an unknown e-mail).
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    // The admin behind an impersonated request.
    originalUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    entityType: text(),
    entityId: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ip: text(),
    requestId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('info_logs_created_at_idx').on(t.createdAt),
    index('info_logs_action_created_at_idx').on(t.action, t.createdAt),
    // /info-logs-report searches by actor and by subject, newest first: each search walks its
    // index in created_at order and stops at the page (user_id also serves the set-null on delete).
    index('info_logs_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('info_logs_entity_created_at_idx').on(t.entityType, t.entityId, t.createdAt),
    index('info_logs_original_user_id_idx').on(t.originalUserId),
  ],
)

// Every e-mail is written here first and sent by the email-worker, so a failed SMTP call
// never loses a message and development needs no mail server.
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    // The body holds a secret (a reset code): blanked once the mail is sent or dropped (mailer.ts).
    sensitive: boolean().notNull().default(false),
    // Worthless after this (the code in it expired): not sent later than this, dropped instead.
    expiresAt: timestamp({ withTimezone: true }),
    // pending -> sent | failed (after the last retry) | expired (not sent in time); 'kept' in
    // development without SMTP.
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_emails_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
    index('outbox_emails_to_idx').on(t.to),
  ],
)

// The exact number of rows of a big table, so a list's "a-b of N items" does not count them all
// (450,000 payment schedule rows took 40 to 55 ms). Kept by database triggers in the writer's own
// transaction, whichever code writes (migration 0013 has them and the rule); no code writes here.
// Striped: each table has 16 slots; a statement adds its row delta to its session's slot, or to the
// next one no other open transaction holds, so concurrent imports and checkouts never wait on one
// row. A table's count is the sum of its slots; one slot alone means nothing (it goes negative
// when rows added by one session are deleted by another).
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: text().notNull(),
    slot: smallint().notNull(),
    rowCount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.slot] })],
)

// One row per reminder e-mail ever queued (api/src/services/reminders): its unique key (kind, row,
// stage) is what makes a daily re-run, a retried job or a replayed webhook queue nothing twice. The
// row is claimed in the same transaction that writes the outbox mail and the info log entry, so a
// claim exists if and only if its mail was queued. `kind` says what row_id names ('payment_schedule'
// or 'subscription'); no foreign key, as a log it outlives a deleted row. No user column either: the
// member is the info log entry's (and a merge moves nothing here).
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    rowId: bigint({ mode: 'number' }).notNull(),
    // 'upcoming7', 'upcoming1', 'due-today', 'overdue1', 'overdue7', 'grace-end', 'expiry7',
    // 'expiry1', or 'receipt:<transaction id>' (one receipt per approval).
    stage: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sent_reminders_kind_row_id_stage_key').on(t.kind, t.rowId, t.stage)],
)

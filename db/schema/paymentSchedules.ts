// What is owed and paid: the payment schedules (instalments) of an invoice, and a member's proof of a
// manual transfer of one. Business dates (scheduleDate) are Manila calendar dates.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, timestamps } from './columns'
import { storedFiles } from './files'
import { users } from './members'
// eslint-disable-next-line import/no-cycle -- foreign keys across domain files; references(() => …) resolves them lazily (docs/architecture.md, "Import rules (lint)": the data model, not an import problem)
import { invoices } from './subscriptions'

// One instalment of an invoice. Status is DERIVED, never stored: Paid when transactionId is set;
// otherwise Overdue / Due today / Due tomorrow / Due in N day(s) from scheduleDate against
// today in Manila. A stored status would go stale every midnight.
// Approve sets transactionId + approvedAt/By (+ platform, externalInvoiceId); revoke clears
// transactionId and approvedAt and records revokedAt/By and remarks. Both are audited in
// info_logs, which keeps the full history of repeated approve/revoke.
export const paymentSchedules = pgTable(
  'payment_schedules',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // Cascade: a schedule is part of its invoice.
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    priceCentavos: integer().notNull(),
    // The Manila calendar day the instalment is due.
    scheduleDate: date().notNull(),
    transactionId: text(),
    paymentPlatform: text(),
    externalInvoiceId: text(),
    remarks: text(),
    approvedAt: timestamp({ withTimezone: true }),
    approvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('payment_schedules_invoice_id_schedule_date_idx').on(t.invoiceId, t.scheduleDate),
    // Unpaid and paid lists (and dues, overdue, cash collection) filter on transactionId
    // presence and sort or range on scheduleDate: one partial index each, so at a million rows
    // the unpaid list reads only unpaid rows. The id breaks ties in the lists' order (date, id), so a
    // page reads its rows from the index instead of sorting every row of the earliest dates.
    index('payment_schedules_unpaid_schedule_date_idx').on(t.scheduleDate, t.id).where(sql`${t.transactionId} is null`),
    index('payment_schedules_paid_schedule_date_idx').on(t.scheduleDate, t.id).where(sql`${t.transactionId} is not null`),
    // Payment reports count collections by the day they were approved.
    index('payment_schedules_approved_at_idx').on(t.approvedAt).where(sql`${t.approvedAt} is not null`),
    // A gateway transaction pays exactly one instalment.
    uniqueIndex('payment_schedules_transaction_id_key').on(t.transactionId).where(sql`${t.transactionId} is not null`),
    index('payment_schedules_approved_by_id_idx').on(t.approvedById).where(sql`${t.approvedById} is not null`),
    index('payment_schedules_revoked_by_id_idx').on(t.revokedById).where(sql`${t.revokedById} is not null`),
    check('payment_schedules_price_check', sql`${t.priceCentavos} >= 0`),
    // Keeps the derived status honest: paid <=> approved.
    check('payment_schedules_paid_check', sql`(${t.transactionId} is null) = (${t.approvedAt} is null)`),
  ],
)

export type PaymentProofStatus = 'pending' | 'approved' | 'rejected'

// A member's proof of a manual payment (a bank or e-wallet transfer) of one schedule row: an
// image or PDF they uploaded. It waits at /payment until staff approve the row (the proof is
// then approved with it) or revoke/reject it (remarks say why).
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: serial().primaryKey(),
    paymentScheduleId: bigint({ mode: 'number' })
      .notNull()
      .references(() => paymentSchedules.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The uploaded file (api/src/lib/storage), checked as the uploader's own at submit time.
    storedFileId: integer()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    // What the member says they paid with, and the transfer's reference number.
    paymentPlatform: text().notNull(),
    referenceNumber: text(),
    status: text().$type<PaymentProofStatus>().notNull().default('pending'),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedById: integer().references(() => users.id, { onDelete: 'set null' }),
    remarks: text(),
    ...createdAt,
  },
  (t) => [
    index('payment_proofs_payment_schedule_id_idx').on(t.paymentScheduleId),
    index('payment_proofs_user_id_idx').on(t.userId),
    index('payment_proofs_stored_file_id_idx').on(t.storedFileId),
    index('payment_proofs_reviewed_by_id_idx').on(t.reviewedById).where(sql`${t.reviewedById} is not null`),
    // The approval queue reads pending proofs oldest first.
    index('payment_proofs_pending_created_at_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('payment_proofs_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
)

// The payment report's money, rolled up (derived from payment_schedules, invoices and
// subscriptions, never written by code): the counted rows' amount and number per due day, approval
// day (Manila; null while unpaid), funnel and platform. A million rows fold into tens of thousands,
// so a year's figures, breakdowns and collection rate read these instead of every row. Kept exact by
// database triggers (migration 0032_payment_facts: every insert, change or delete of a row, a
// subscription's funnel, member or unenrolment, an invoice moved, whoever writes it); the counted rule
// is the report's: every paid row, and unpaid rows unless their subscription is unenrolled.
// Striped by slot, as row_counts is: a transaction adds its differences to a slot no other open
// transaction holds (paymentFactSlots), so the approvals and checkouts of one day never wait for
// each other here; a key's total is the sum over its slots.
// No foreign keys: the triggers subtract a deleted subscription's rows themselves, and a cascade
// removing these rows first would let them go negative.
export const paymentDayTotals = pgTable(
  'payment_day_totals',
  {
    slot: smallint().notNull(),
    dueOn: date().notNull(),
    paidOn: date(),
    funnelId: text().notNull(),
    paymentPlatform: text(),
    amountCentavos: bigint({ mode: 'number' }).notNull(),
    rowCount: integer().notNull(),
  },
  (t) => [
    unique('payment_day_totals_key').on(t.dueOn, t.paidOn, t.funnelId, t.paymentPlatform, t.slot).nullsNotDistinct(),
    // Cash collected is by approval day.
    index('payment_day_totals_paid_on_idx').on(t.paidOn).where(sql`${t.paidOn} is not null`),
  ],
)

// The slots of payment_day_totals (0 to 15, one row each): a writing transaction locks one for its
// length, its session's own (pg_backend_pid() % 16) or else the next free one.
export const paymentFactSlots = pgTable('payment_fact_slots', {
  slot: smallint().primaryKey(),
})

// The counted unpaid rows per member, due day, funnel and platform, kept by the same triggers: the
// receivables aging counts members per bucket from here instead of joining every unpaid row to its
// subscription. Not striped: a key is one member's, so only that member's own writers meet on it
// (and the aging needs each key's total in one row to tell whether the member still owes).
export const unpaidMemberDues = pgTable(
  'unpaid_member_dues',
  {
    userId: integer().notNull(),
    dueOn: date().notNull(),
    funnelId: text().notNull(),
    paymentPlatform: text(),
    amountCentavos: bigint({ mode: 'number' }).notNull(),
    rowCount: integer().notNull(),
  },
  (t) => [unique('unpaid_member_dues_key').on(t.dueOn, t.userId, t.funnelId, t.paymentPlatform).nullsNotDistinct()],
)

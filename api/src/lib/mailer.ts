// Mail goes through the outbox: enqueueEmail writes a row (inside the caller's transaction, so
// a rolled-back reset sends nothing) and queues a mail-sweep job in that same transaction, so the
// mail leaves as soon as a worker polls (a waiting sweep absorbs the next ones: lib/jobs/registry.ts);
// sendPendingEmails delivers due rows over SMTP_URL.
//
// Delivery: each row is claimed with a lease right before it is sent (nextAttemptAt moved
// ahead, `for update skip locked`), so two workers never send the same mail, and SMTP runs
// outside any transaction. The lease outlasts the longest a send can take (SMTP_TIMEOUTS), so it
// cannot run out while the mail is still being sent. A failure retries after 1, 2, 4, 8 ...
// minutes (capped at an hour) and gives up after MAIL_MAX_ATTEMPTS (status failed). Without
// SMTP_URL, development and tests mark rows 'kept' and print them to the log (that is where a
// developer reads an OTP); production leaves them pending and logs an error instead of printing
// codes into production logs.
//
// Secrets (docs/security.md): a mail marked `sensitive` (a reset code) has its body blanked once
// it is sent or dropped, and a mail with `expiresAt` (the code's expiry) is dropped, not sent,
// once that passes. Finished mail is deleted after OUTBOX_RETENTION_DAYS.
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { outboxEmails } from '../../../db/schema'
import { db, type Executor } from './db'
import { intSetting, isProduction, setting } from './env'
import { enqueue } from './jobs/enqueue'
import { logger } from './logger'

export type Email = {
  to: string
  subject: string
  text: string
  html?: string | null
  /** The body holds a secret: it is blanked once sent (or dropped). */
  sensitive?: boolean
  /** Not worth sending after this instant: dropped instead. */
  expiresAt?: Date | null
}
export type OutboxEmail = typeof outboxEmails.$inferSelect

/** What a sensitive mail's text becomes once it has left (the subject and recipient stay, for support). */
export const REDACTED_TEXT = '[removed after sending: it held a one-time secret]'

/**
 * nodemailer's defaults wait up to 2 minutes to connect and 10 minutes on a silent socket; ours
 * are explicit and short, so a stalled server fails the attempt (it is retried) long before the
 * lease runs out.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000, dnsTimeout: 30_000 }

/**
 * The longest one send can take: DNS, connecting, the greeting, then each SMTP step (EHLO,
 * STARTTLS, EHLO, AUTH, MAIL, RCPT, DATA, the message) stalling just under the socket timeout.
 */
export function smtpSendWorstCaseMs() {
  const steps = 8
  return SMTP_TIMEOUTS.dnsTimeout + SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + steps * SMTP_TIMEOUTS.socketTimeout
}

/** How long a claimed mail is left to its sender before another worker may take it: 15 minutes. */
export const LEASE_MS = 15 * 60_000
const MAX_BACKOFF_MS = 60 * 60_000

/** Sent, kept, failed and expired mail is deleted this many days after it was queued. */
export const OUTBOX_RETENTION_DAYS = 30

/** An outbox row of `email`, due from `now`. */
function outboxRow(email: Email, now: Date) {
  return {
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
    sensitive: email.sensitive ?? false,
    expiresAt: email.expiresAt ?? null,
    // Due from now by this process's clock, the clock a sweep's `now` comes from. The column's
    // default (the database's now(), in microseconds) could be later than a sweep's millisecond
    // `new Date()` started in the same millisecond, and that sweep would skip the new mail.
    nextAttemptAt: now,
  }
}

export async function enqueueEmail(email: Email, executor: Executor = db): Promise<OutboxEmail> {
  const [row] = await executor.insert(outboxEmails).values(outboxRow(email, new Date())).returning()
  await enqueue('mail-sweep', {}, { tx: executor })
  return row
}

/** Several mails in two statements (one insert, one sweep), answered in the order given. */
export async function enqueueEmails(emails: Email[], executor: Executor = db): Promise<OutboxEmail[]> {
  if (!emails.length) return []
  const now = new Date()
  // Ids are drawn in the order of the values, so sorted by id the rows are in the order given.
  const rows = (await executor.insert(outboxEmails).values(emails.map((email) => outboxRow(email, now))).returning()).sort((a, b) => a.id - b.id)
  await enqueue('mail-sweep', {}, { tx: executor })
  return rows
}

export function smtpTransportOptions(url: string): SMTPTransport.Options {
  return { url, ...SMTP_TIMEOUTS } as SMTPTransport.Options
}

let transporter: { url: string; transport: Transporter } | undefined

function smtpTransport(url: string): Transporter {
  if (transporter?.url !== url) transporter = { url, transport: nodemailer.createTransport(smtpTransportOptions(url)) }
  return transporter.transport
}

export type SweepResult = { sent: number; kept: number; retried: number; failed: number; expired: number }

/** The columns that change once a mail is finished: a sensitive one loses its body. */
const finished = (email: OutboxEmail) => (email.sensitive ? { text: REDACTED_TEXT, html: null } : {})

/** One delivery sweep over due rows; safe to run from several processes at once. */
export async function sendPendingEmails(
  options: { limit?: number; now?: Date; send?: (email: OutboxEmail) => Promise<void> } = {},
): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, kept: 0, retried: 0, failed: 0, expired: 0 }
  const now = options.now ?? new Date()
  result.expired = await dropExpired(now)
  const smtpUrl = process.env.SMTP_URL
  if (!smtpUrl && !options.send && isProduction) {
    const [{ count }] = (
      await db.execute<{ count: number }>(sql`select count(*)::int as count from outbox_emails where status = 'pending'`)
    ).rows
    if (count) logger.error({ pending: count }, 'outbox: SMTP_URL is not set, e-mails are waiting unsent')
    return result
  }
  for (let claimed = 0; claimed < (options.limit ?? 20); claimed++) {
    const email = await claimOne(now)
    if (!email) break
    if (!smtpUrl && !options.send) {
      // Development: the developer reads the code here, or with `yarn rw exec outbox`.
      logger.info({ to: email.to, subject: email.subject, text: email.text }, 'outbox: no SMTP_URL, e-mail kept (not sent)')
      await db.update(outboxEmails).set({ status: 'kept', lastError: null }).where(eq(outboxEmails.id, email.id))
      result.kept++
      continue
    }
    try {
      if (options.send) await options.send(email)
      else {
        await smtpTransport(smtpUrl!).sendMail({
          from: setting('MAIL_FROM', 'no-reply@localhost'),
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html ?? undefined,
        })
      }
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: new Date(), lastError: null, ...finished(email) })
        .where(eq(outboxEmails.id, email.id))
      result.sent++
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = email.attempts >= intSetting('MAIL_MAX_ATTEMPTS', 6)
      const retryAt = new Date(now.getTime() + Math.min(60_000 * 2 ** (email.attempts - 1), MAX_BACKOFF_MS))
      await db
        .update(outboxEmails)
        .set(giveUp ? { status: 'failed', lastError: message, ...finished(email) } : { lastError: message, nextAttemptAt: retryAt })
        .where(eq(outboxEmails.id, email.id))
      logger.warn({ emailId: email.id, attempts: email.attempts, giveUp, err: error }, 'outbox: sending failed')
      if (giveUp) result.failed++
      else result.retried++
    }
  }
  return result
}

/** Leases the next due row (its attempt counted now, so a crash mid-send still counts). */
async function claimOne(now: Date): Promise<OutboxEmail | undefined> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS)
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      sql`${outboxEmails.status} = 'pending' and ${outboxEmails.nextAttemptAt} <= ${now.toISOString()}::timestamptz
        and (${outboxEmails.expiresAt} is null or ${outboxEmails.expiresAt} > ${now.toISOString()}::timestamptz)`,
    )
    .orderBy(outboxEmails.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true })
  // `id = (subquery)`, not `id in (subquery)`: a scalar subquery is run once, whereas PostgreSQL may
  // plan IN as a join that runs the LIMIT 1 ... SKIP LOCKED subquery again for rows it visits,
  // leasing more than one mail (the lease test below once saw a sweep find none left pending).
  const [row] = await db
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(sql`${outboxEmails.id} = (${due})`)
    .returning()
  return row
}

/** Pending mail whose content expired (a reset code past its 10 minutes): dropped, its secret blanked. */
async function dropExpired(now: Date): Promise<number> {
  const dropped = await db
    .update(outboxEmails)
    .set({
      status: 'expired',
      text: sql`case when ${outboxEmails.sensitive} then ${REDACTED_TEXT} else ${outboxEmails.text} end`,
      html: sql`case when ${outboxEmails.sensitive} then null else ${outboxEmails.html} end`,
    })
    .where(and(eq(outboxEmails.status, 'pending'), isNotNull(outboxEmails.expiresAt), lt(outboxEmails.expiresAt, now)))
    .returning({ id: outboxEmails.id })
  return dropped.length
}

/** Housekeeping for the worker sweep: finished mail (sent, kept, failed, expired) past the retention period. */
export async function deleteOldEmails(now = new Date(), executor: Executor = db): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 24 * 3_600_000)
  const deleted = await executor
    .delete(outboxEmails)
    .where(and(inArray(outboxEmails.status, ['sent', 'kept', 'failed', 'expired']), lt(outboxEmails.createdAt, before)))
    .returning({ id: outboxEmails.id })
  return deleted.length
}

/** The latest outbox rows, newest first (scripts/outbox.ts). */
export async function latestEmails(limit = 20): Promise<OutboxEmail[]> {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id)).limit(limit)
}

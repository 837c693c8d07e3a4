// Mail goes through the outbox: enqueueEmail writes a row (inside the caller's transaction, so
// a rolled-back reset sends nothing), and sendPendingEmails delivers due rows over SMTP_URL.
//
// Delivery: rows are claimed with a lease (nextAttemptAt moved ahead, `for update skip locked`),
// so two workers never send the same mail, and SMTP runs outside any transaction. A failure
// retries after 1, 2, 4, 8 ... minutes (capped at an hour) and gives up after MAIL_MAX_ATTEMPTS
// (status failed). Without SMTP_URL, development and tests mark rows 'kept' and print them to
// the log (that is where a developer reads an OTP); production leaves them pending and logs an
// error instead of printing codes into production logs.
import { desc, eq, inArray, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { outboxEmails } from '../../../db/schema'
import { db, type Executor } from './db'
import { intSetting, isProduction, setting } from './env'
import { logger } from './logger'

export type Email = { to: string; subject: string; text: string; html?: string | null }
export type OutboxEmail = typeof outboxEmails.$inferSelect

const LEASE_MS = 5 * 60_000
const MAX_BACKOFF_MS = 60 * 60_000

export async function enqueueEmail(email: Email, executor: Executor = db): Promise<OutboxEmail> {
  const [row] = await executor
    .insert(outboxEmails)
    .values({ to: email.to, subject: email.subject, text: email.text, html: email.html ?? null })
    .returning()
  return row
}

let transporter: { url: string; transport: Transporter } | undefined

function smtpTransport(url: string): Transporter {
  if (transporter?.url !== url) transporter = { url, transport: nodemailer.createTransport(url) }
  return transporter.transport
}

export type SweepResult = { sent: number; kept: number; retried: number; failed: number }

/** One delivery sweep over due rows; safe to run from several processes at once. */
export async function sendPendingEmails(
  options: { limit?: number; now?: Date; send?: (email: OutboxEmail) => Promise<void> } = {},
): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, kept: 0, retried: 0, failed: 0 }
  const now = options.now ?? new Date()
  const smtpUrl = process.env.SMTP_URL
  if (!smtpUrl && !options.send && isProduction) {
    const [{ count }] = (
      await db.execute<{ count: number }>(sql`select count(*)::int as count from outbox_emails where status = 'pending'`)
    ).rows
    if (count) logger.error({ pending: count }, 'outbox: SMTP_URL is not set, e-mails are waiting unsent')
    return result
  }
  const claimed = await claim(options.limit ?? 20, now)
  for (const email of claimed) {
    if (!smtpUrl && !options.send) {
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
      await db.update(outboxEmails).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(outboxEmails.id, email.id))
      result.sent++
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = email.attempts >= intSetting('MAIL_MAX_ATTEMPTS', 6)
      const retryAt = new Date(now.getTime() + Math.min(60_000 * 2 ** (email.attempts - 1), MAX_BACKOFF_MS))
      await db
        .update(outboxEmails)
        .set(giveUp ? { status: 'failed', lastError: message } : { lastError: message, nextAttemptAt: retryAt })
        .where(eq(outboxEmails.id, email.id))
      logger.warn({ emailId: email.id, attempts: email.attempts, giveUp, err: error }, 'outbox: sending failed')
      if (giveUp) result.failed++
      else result.retried++
    }
  }
  return result
}

/** Leases up to `limit` due rows (attempts counted now, so a crash mid-send still counts). */
async function claim(limit: number, now: Date): Promise<OutboxEmail[]> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS)
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(sql`${outboxEmails.status} = 'pending' and ${outboxEmails.nextAttemptAt} <= ${now.toISOString()}::timestamptz`)
    .orderBy(outboxEmails.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(outboxEmails.id, due))
    .returning()
}

/** The latest outbox rows, newest first (scripts/outbox.ts). */
export async function latestEmails(limit = 20): Promise<OutboxEmail[]> {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id)).limit(limit)
}

// What every reminder does once its rows are claimed (a sent_reminders row each, inserted by the
// caller's statement in this transaction): its mails go to the outbox and one info log entry per
// mail names the member, the stage and the bill, all in the caller's transaction. So a claim exists
// if and only if its mail was queued; the outbox then delivers at least once (docs/operations.md,
// "Reminders").
import { inArray } from 'drizzle-orm'
import { infoLogs, settings, type ReminderSettingName } from '../../../../db/schema'
import type { Executor } from '../../lib/db'
import { enqueueEmails, type Email } from '../../lib/mailer'

/** The switches among `names` that are on (value 'true'; a missing one is off): one statement. */
export async function switchesOn(executor: Executor, names: readonly ReminderSettingName[]): Promise<Set<ReminderSettingName>> {
  if (!names.length) return new Set()
  const rows = await executor.select({ name: settings.name, value: settings.value }).from(settings).where(inArray(settings.name, [...names]))
  return new Set(rows.filter((row) => row.value === 'true').map((row) => row.name as ReminderSettingName))
}

/** One mail to queue and what its info log entry says about it. */
export type ReminderMail = { email: Email; userId: number; action: string; details: Record<string, unknown> }

/**
 * Queues the mails (one insert, one mail sweep) and their info log entries (one insert): on the
 * member's record (entity 'user'), by nobody (the system), with the outbox row's id. Three
 * statements however many mails.
 */
export async function deliverReminders(tx: Executor, mails: ReminderMail[]): Promise<number> {
  if (!mails.length) return 0
  const queued = await enqueueEmails(
    mails.map((mail) => mail.email),
    tx,
  )
  await tx.insert(infoLogs).values(
    mails.map((mail, index) => ({
      action: mail.action,
      userId: null,
      entityType: 'user',
      entityId: String(mail.userId),
      details: { ...mail.details, to: mail.email.to, subject: mail.email.subject, outboxEmailId: queued[index].id },
    })),
  )
  return mails.length
}

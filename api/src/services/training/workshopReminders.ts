// The live workshop's reminders (job 'workshop-reminders', 09:00 Manila): every registrant of a
// track gets one e-mail the day before each of its live days, while the track's workshop is
// switched on. Claimed in sent_reminders (kind 'workshop', the registration, the stage
// '<track>:day-<n>:<start>'), so a retry, a second run or a second process sends nothing twice, and
// a day moved to another date reminds again for the new one. A batch is one transaction of three
// statements (the claim answering what the mails need, the outbox insert with its mail sweep).
import { sql } from 'drizzle-orm'
import { TRAINING_TRACKS, type TrainingTrack } from '../../../../common/validation/training'
import { db, type Executor } from '../../lib/db'
import { enqueueEmails, type Email } from '../../lib/mailer'
import { addCalendarDays, manilaDate } from '../../lib/time'
import { formatDay } from '../reminders/reminderMails'
import { trackLink } from './registrations'
import { manilaInstant, readWorkshopSettings, WORKSHOP_DAY_NUMBERS } from './workshop'

/** Registrants claimed (and mailed) per transaction. */
export const WORKSHOP_BATCH_SIZE = 500

export const WORKSHOP_REMINDER_KIND = 'workshop'

/** '20:00' -> '8:00 PM'. */
function clock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number)
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

/** The reminder: plain text, the day and time in Manila, the Zoom link when it is set, the track's page. */
export function workshopReminderMail(to: string, name: string, track: TrainingTrack, day: number, local: string, zoomUrl: string | null): Email {
  const [date, time] = local.split('T')
  return {
    to,
    subject: `Tomorrow: Day ${day} of the free live workshop`,
    text: [
      `Hi ${name},`,
      '',
      `Day ${day} of the free live workshop is tomorrow, ${formatDay(date)}, at ${clock(time)} (Manila time).`,
      '',
      zoomUrl ? `Join on Zoom:\n${zoomUrl}` : 'The Zoom link shows on the training page when the workshop goes live.',
      '',
      `The training page, with the videos, the links and each day's freebie:\n${trackLink(track)}`,
      '',
      'See you there,',
      'Tribe',
    ].join('\n'),
  }
}

type Claimed = { id: number; email: string; name: string }

/** Claims and mails one batch of a day's registrants; how many were mailed (0: none left). */
async function remindBatch(tx: Executor, track: TrainingTrack, day: number, local: string, zoomUrl: string | null): Promise<number> {
  const stage = `${track}:day-${day}:${local}`
  const { rows } = await tx.execute<Claimed>(sql`
    with claimed as (
      insert into sent_reminders (kind, row_id, stage)
      select ${WORKSHOP_REMINDER_KIND}, r.id, ${stage} from training_registrations r
      where r.track = ${track}
        and not exists (select 1 from sent_reminders s where s.kind = ${WORKSHOP_REMINDER_KIND} and s.row_id = r.id and s.stage = ${stage})
      limit ${WORKSHOP_BATCH_SIZE}
      on conflict do nothing
      returning row_id)
    select r.id, r.email, r.name from claimed join training_registrations r on r.id = claimed.row_id`)
  if (rows.length) await enqueueEmails(rows.map((row) => workshopReminderMail(row.email, row.name, track, day, local, zoomUrl)), tx)
  return rows.length
}

/** Reminds every track's registrants of the live days that start tomorrow (Manila). */
export async function sendWorkshopReminders(now = new Date()): Promise<{ mailed: number; days: string[] }> {
  const workshop = await readWorkshopSettings()
  const tomorrow = addCalendarDays(manilaDate(now), 1)
  let mailed = 0
  const days: string[] = []
  for (const track of TRAINING_TRACKS) {
    if (!workshop.enabled(track)) continue
    for (const day of WORKSHOP_DAY_NUMBERS) {
      // The setting's Manila wall-clock text: its date is the day it starts on (a value no instant reads is none).
      const local = workshop.value(track, `date-day-${day}`)
      if (!local || !manilaInstant(local) || !local.startsWith(tomorrow)) continue
      days.push(`${track}:day-${day}`)
      const zoomUrl = workshop.value(track, `zoom-day-${day}`)
      for (;;) {
        const sent = await db.transaction((tx) => remindBatch(tx, track, day, local, zoomUrl))
        mailed += sent
        if (sent < WORKSHOP_BATCH_SIZE) break
      }
    }
  }
  return { mailed, days }
}

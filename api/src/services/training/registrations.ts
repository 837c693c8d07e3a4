// The free-training registration (docs/product.md, "Public pages"): a visitor leaves
// their name, e-mail and mobile number and picks a track at /free-training. One registration per
// mailbox (training_registrations, unique lower(email)): registering again updates it. When the
// visitor came through an affiliate's link (their last click inside the attribution window, of an
// active affiliate: attribution.ts's own rule), the registration is that affiliate's, and the
// affiliate gets an opt-in lead with the same e-mail unless they already have one, so they see
// the person and a later signup with that e-mail becomes their tie (docs/decisions.md,
// "Free-training registrations"). The answer is the same whether the e-mail is new, registered
// already or has an account: nothing here tells a visitor about someone else's mailbox.
import { sql } from 'drizzle-orm'
import {
  TRAINING_HONEYPOT,
  trainingMessages,
  trainingRegistrationSchema,
  type TrainingRegistration,
  type TrainingTrack,
} from '../../../../common/validation/training'
import { writeInfoLog } from '../../lib/audit'
import { db, type Executor } from '../../lib/db'
import { isProduction, setting } from '../../lib/env'
import { logger } from '../../lib/logger'
import { enqueueEmail, type Email } from '../../lib/mailer'
import { lastClick } from '../affiliates/attribution'
import { affiliateOptInLead } from '../affiliates/optInLeads'

/** Where the registration came from: the attribution cookie's visitor id and the client. */
export type RegistrationRequest = { visitorId: string | null; ip?: string | null; userAgent?: string | null }

/** What every registration answers, new or repeated (or a bot's, which keeps nothing). */
export type RegistrationAnswer = { track: TrainingTrack }

/** The form's fields, checked: the values, or the first message and one message per field. */
export type ParsedRegistration = { ok: true; value: TrainingRegistration } | { ok: false; error: string; fields: Record<string, string> }

/** Reads a request body with the form's own schema (common/validation/training.ts). */
export function parseTrainingRegistration(body: unknown): ParsedRegistration {
  const parsed = trainingRegistrationSchema.safeParse(body)
  if (parsed.success) return { ok: true, value: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : null
    if (field && !(field in fields)) fields[field] = issue.message
  }
  return { ok: false, error: parsed.error.issues[0]?.message ?? trainingMessages.form, fields }
}

/** The track's page on the app's public address (APP_URL; the development server when unset). */
export function trackLink(track: TrainingTrack): string {
  return new URL(`/free-training-${track}`, setting('APP_URL', isProduction ? undefined : 'http://localhost:8910')).toString()
}

const TRACK_NAMES: Record<TrainingTrack, string> = { beginner: 'Beginner', experienced: 'Experienced' }

/** The confirmation: plain text, the track's page, what the training holds and the live workshops to come (docs/product.md, "Public pages"). */
export function registrationMail(to: string, name: string, track: TrainingTrack, link = trackLink(track)): Email {
  return {
    to,
    subject: 'You are registered for the free training',
    text: [
      `Hi ${name},`,
      '',
      `Thank you for registering for the free training (${TRACK_NAMES[track]} track).`,
      '',
      `Watch it here:\n${link}`,
      '',
      'The training is a 3-part video series on that page: Part 1, Part 2 and Part 3, one video each, to watch in order at your own pace.',
      '',
      'After the videos come 3 days of live workshops on Zoom, each day with its recording and a freebie.',
      'We will announce the dates of the live workshops by e-mail, so keep an eye on your inbox.',
      '',
      'See you there!',
    ].join('\n'),
  }
}

/** The upsert's row (its aliases). */
type RegistrationRow = {
  id: number
  affiliateId: number | null
  leadId: number | null
  registeredCount: number
  /** The mailbox's registration before this one (null when new): its track and when it was sent. */
  previousTrack: TrainingTrack | null
  previousAt: Date | string | null
}

/**
 * A repeat of the same track this soon after the last registration is not confirmed again: the
 * first mail is on its way, and the form cannot be used to flood someone else's mailbox.
 */
export const CONFIRMATION_QUIET_MINUTES = 10

/** Inserts the registration, or updates the mailbox's one (name, mobile, track; the first affiliate kept). */
async function upsertRegistration(tx: Executor, input: TrainingRegistration, affiliateId: number | null, visitorId: string | null, now: Date) {
  const at = now.toISOString()
  // The statement's snapshot reads the row as it was before the upsert (a data-modifying CTE's
  // subqueries do not see its own writes).
  const { rows } = await tx.execute<RegistrationRow>(sql`
    with previous as (select track, updated_at from training_registrations where lower(email) = lower(${input.email}))
    insert into training_registrations (name, email, mobile_number, track, affiliate_id, visitor_id, created_at, updated_at)
    values (${input.name}, ${input.email}, ${input.mobileNumber}, ${input.track}, ${affiliateId}, ${visitorId}, ${at}, ${at})
    on conflict (lower(email)) do update set
      name = excluded.name,
      mobile_number = excluded.mobile_number,
      track = excluded.track,
      affiliate_id = coalesce(training_registrations.affiliate_id, excluded.affiliate_id),
      visitor_id = coalesce(excluded.visitor_id, training_registrations.visitor_id),
      registered_count = training_registrations.registered_count + 1,
      updated_at = excluded.updated_at
    returning id, affiliate_id as "affiliateId", lead_id as "leadId", registered_count as "registeredCount",
      (select track from previous) as "previousTrack", (select updated_at from previous) as "previousAt"`)
  return rows[0]
}

/**
 * Registers the visitor for the free training, in one transaction: the registration (new or
 * updated), its affiliate and that affiliate's opt-in lead when the visitor's last click names an
 * active one, the confirmation e-mail through the outbox (not again for the same track within
 * CONFIRMATION_QUIET_MINUTES) and an info log line. A filled honeypot answers the same and keeps
 * nothing. Always answers `{ track }`.
 */
export async function registerForTraining(input: TrainingRegistration, request: RegistrationRequest, now = new Date()): Promise<RegistrationAnswer> {
  const answer = { track: input.track }
  if (input[TRAINING_HONEYPOT]?.trim()) {
    logger.info({ ip: request.ip ?? null }, 'free-training registration: honeypot filled, nothing kept')
    return answer
  }
  await db.transaction(async (tx) => {
    const click = request.visitorId ? await lastClick(tx, request.visitorId, { email: input.email }, now) : null
    const registration = await upsertRegistration(tx, input, click?.affiliateId ?? null, request.visitorId, now)
    // The lead goes to the registration's affiliate (the first one kept) only when this visit's
    // click names that same affiliate: a suspended or expired first affiliate gets nothing new.
    let lead: { id: number; created: boolean } | null = null
    if (click && registration.affiliateId === click.affiliateId) {
      lead = await affiliateOptInLead(tx, click.affiliateId, { ...input, funnelId: null, landingUrl: '/free-training' }, now)
      if (registration.leadId == null) {
        await tx.execute(sql`update training_registrations set lead_id = ${lead.id} where id = ${registration.id}`)
      }
    }
    const repeat =
      registration.previousTrack === input.track &&
      registration.previousAt != null &&
      now.getTime() - new Date(registration.previousAt).getTime() < CONFIRMATION_QUIET_MINUTES * 60_000
    if (!repeat) await enqueueEmail(registrationMail(input.email, input.name, input.track), tx)
    await writeInfoLog(
      {
        action: 'training-registration',
        entityType: 'trainingRegistration',
        entityId: registration.id,
        ip: request.ip ?? null,
        details: {
          track: input.track,
          registeredCount: registration.registeredCount,
          affiliateId: registration.affiliateId,
          leadId: lead?.id ?? registration.leadId,
          leadCreated: lead?.created ?? false,
          mailed: !repeat,
          userAgent: request.userAgent?.slice(0, 300) ?? null,
        },
      },
      tx,
    )
  })
  return answer
}

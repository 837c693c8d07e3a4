// The free training (/free-training): the visitors who registered for it. Its own table, not
// `leads` (docs/decisions.md, "Free-training registrations"): a lead belongs to an affiliate
// (affiliate_id NOT NULL), while most registrations come through no affiliate at all. A
// registration an affiliate brought also writes that affiliate an opt-in lead (leadId), which
// the affiliate sees and which becomes the tie if the person signs up with the same e-mail.
import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { affiliates, leads } from './affiliates'
import { timestamps } from './columns'
import type { TrainingTrack } from '../../common/validation/training'


// One row per mailbox (the unique index on lower(email)): registering again updates the row
// instead of adding one, so the list is of people, not of form submissions.
export const trainingRegistrations = pgTable(
  'training_registrations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // As the person typed it last (trimmed, 2 to 100 characters): the confirmation greets them by it.
    name: text().notNull(),
    // Stored lower-cased, like users.email and leads.email, to match a later signup or lead.
    email: text().notNull(),
    // Without spaces or dashes, as the spec's mobile rule keeps numbers (common/mobile.ts).
    mobileNumber: text().notNull(),
    // The track chosen last: the confirmation links its page.
    track: text().$type<TrainingTrack>().notNull(),
    // The affiliate of the visitor's last click inside the attribution window (active, not the
    // person's own account) at the first registration that had one; later ones keep it, even
    // through another affiliate's link. Set null: deleting an affiliate
    // leaves the person registered.
    affiliateId: integer().references(() => affiliates.id, { onDelete: 'set null' }),
    // The affiliate's opt-in lead for this person (written with the registration, or the one the
    // affiliate already had for this e-mail). Set null: a lead removed leaves the registration.
    leadId: bigint({ mode: 'number' }).references(() => leads.id, { onDelete: 'set null' }),
    // The attribution cookie's visitor id, the latest a registration of this mailbox carried (null
    // while none had the cookie): joins the registration to the visitor's clicks when staff ask
    // where it came from.
    visitorId: uuid(),
    // How many times this mailbox registered: a repeat is counted, not stored again.
    registeredCount: integer().notNull().default(1),
    // createdAt: the first registration; updatedAt: the last.
    ...timestamps,
  },
  (t) => [
    uniqueIndex('training_registrations_email_key').on(sql`lower(${t.email})`),
    index('training_registrations_affiliate_id_idx').on(t.affiliateId).where(sql`${t.affiliateId} is not null`),
    index('training_registrations_lead_id_idx').on(t.leadId).where(sql`${t.leadId} is not null`),
    check('training_registrations_track_check', sql`${t.track} in ('beginner', 'experienced')`),
    check('training_registrations_registered_count_check', sql`${t.registeredCount} >= 1`),
  ],
)

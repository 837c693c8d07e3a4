// Who people are and how they sign in: users, access levels (the roles a user can act as),
// server-side sessions, password-reset OTPs and the login throttle.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
// eslint-disable-next-line import/no-cycle -- foreign keys across domain files; references(() => …) resolves them lazily (DESIGN.md: the data model, not an import problem)
import { batches } from './community'
// eslint-disable-next-line import/no-cycle -- foreign keys across domain files; references(() => …) resolves them lazily (DESIGN.md: the data model, not an import problem)
import { stages } from './stages'

// Stamps for the per-process cache of what a user's currentUser is built from beyond their own
// row (api/src/lib/auth/userFactsCache.ts). Every stamp comes from this sequence: users.facts_version
// when the user row is made; then triggers (db/migrations/0003_current_user_facts_triggers.sql)
// write a new one to user_facts_versions whenever a row that feeds the user's facts changes
// (access levels held, group, leadership, reviews, accountability, subscriptions, journey form),
// and to shared_facts_version whenever a row every user may read changes (access levels' flags,
// batches, stages, groups, forms). A sequence never hands out a value twice, even after
// `truncate ... restart identity`, so a recreated row cannot meet an old stamp.
export const currentUserFactsVersionSeq = pgSequence('current_user_facts_version_seq')

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    // Always stored lower-cased; the unique index makes e-mail the login name.
    email: text().notNull(),
    // scrypt$N$r$p$salt$hash (see api/src/lib/auth/password.ts); null for imported users
    // who have not set a password yet.
    hashedPassword: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    middleName: text(),
    suffix: text(),
    sex: text(),
    birthdate: date(),
    profileImage: text(),
    slug: text().notNull(),
    tribeId: text(),
    mobileNumber: text(),
    facebookProfile: text(),
    // 'admin' is the one user role the spec names; access levels carry the rest.
    roles: text().array().notNull().default(sql`'{}'::text[]`),
    batchId: integer().references(() => batches.id, { onDelete: 'restrict' }),
    stageId: integer().references(() => stages.id, { onDelete: 'restrict' }),
    affiliateTimestamp: timestamp({ withTimezone: true }),
    isFastTrackStudent: boolean().notNull().default(false),
    showReturneeModal: boolean().notNull().default(false),
    // Set when a user is disabled or archived: every session ends and login is refused.
    disabledAt: timestamp({ withTimezone: true }),
    archivedAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    // The row's own facts stamp, unique to it (currentUserFactsVersionSeq above); later changes
    // go to user_facts_versions. Both are read on every request in the session lookup itself.
    factsVersion: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('current_user_facts_version_seq')`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_slug_key').on(t.slug),
    uniqueIndex('users_tribe_id_key').on(t.tribeId),
    index('users_batch_id_idx').on(t.batchId),
    index('users_stage_id_idx').on(t.stageId),
    index('users_created_at_idx').on(t.createdAt),
    index('users_last_name_first_name_idx').on(t.lastName, t.firstName),
    index('users_archived_at_idx').on(t.archivedAt),
    // The members list's search (issue 13): part of the name, e-mail or Tribe ID, any case, as one
    // '%term%' LIKE on this expression (api/src/services/members/memberSql.ts searchText, which must
    // stay the same expression). pg_trgm: migration 0008 creates the extension, and the embedded
    // PGlite loads its contrib build (api/src/lib/embeddedDb.ts).
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.tribeId}, '')) gin_trgm_ops`,
    ),
  ],
)

// An access level is a role a user may act as (member, coach, affiliate, tribe-team-ro ...).
// `name` is the role id the spec uses; `label` is what menus show.
export const accessLevels = pgTable(
  'access_levels',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    label: text().notNull(),
    // route name -> allowed, and function name -> allowed (spec part 2 section 6)
    pageAccess: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    functionAccess: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('access_levels_name_key').on(t.name)],
)

export const userAccessLevels = pgTable(
  'user_access_levels',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessLevelId: integer()
      .notNull()
      .references(() => accessLevels.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.accessLevelId] }),
    index('user_access_levels_access_level_id_idx').on(t.accessLevelId),
  ],
)

// The stamp of the latest change to a user's facts (a row per user, once one changed). Its own
// narrow table, not a column of users: a bulk insert (the seed's --scale) would otherwise rewrite
// every users row and all its indexes once per statement. No foreign key: the triggers also write
// while a user's rows are being deleted with the user, and a stamp left behind is never read again.
export const userFactsVersions = pgTable('user_facts_versions', {
  userId: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
})

// One row (id 1, absent until the first change): the stamp of the rows every user's facts may read.
export const sharedFactsVersion = pgTable(
  'shared_facts_version',
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [check('shared_facts_version_one_row', sql`${t.id} = 1`)],
)

// Server-side session records: the cookie only carries an encrypted session id, so logout,
// a password change or disabling a user ends sessions everywhere by deleting rows here.
export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the random session id; the raw id only ever lives in the encrypted cookie.
    idHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Set while an admin impersonates userId: the admin's own id.
    originalUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_original_user_id_idx').on(t.originalUserId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
)

// One row per password-reset request. Only hashes are stored. A request for an e-mail that is
// not registered gets a row too, with userId null and a code nobody is sent: the answer and
// every later step look the same as for a real account (api/src/lib/auth/otp.ts, docs/auth.md).
export const passwordResetOtps = pgTable(
  'password_reset_otps',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    // The e-mail the code was requested for (lower-cased): a new request voids older ones by it.
    email: text().notNull(),
    otpHash: text().notNull(),
    resetTokenHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    // Set once the OTP has been validated: the reset token may then set a password once.
    validatedAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
    // A newer code voids the older ones.
    voidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_reset_otps_user_id_idx').on(t.userId),
    index('password_reset_otps_email_idx').on(t.email),
    uniqueIndex('password_reset_otps_reset_token_hash_key').on(t.resetTokenHash),
  ],
)

// Failed-login counters per account and per address (key = 'account:<email>' or 'ip:<addr>').
export const authThrottles = pgTable('auth_throttles', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp({ withTimezone: true }),
})

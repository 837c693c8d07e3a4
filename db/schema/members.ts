// Who people are: users, and the stamps of the per-process cache of what a user's currentUser is
// built from (user_facts_versions, shared_facts_version). How they sign in is auth.ts; the roles
// they can act as are accessLevels.ts.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { batches } from './batches'
import { timestamps } from './columns'
// eslint-disable-next-line import/no-cycle -- foreign keys across domain files; references(() => …) resolves them lazily (docs/architecture.md, "Import rules (lint)": the data model, not an import problem)
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
    // The members list's search (docs/product.md, "members"): part of the name, e-mail or Tribe ID, any case, as one
    // '%term%' LIKE on this expression (api/src/services/members/memberSql.ts searchText, which must
    // stay the same expression). pg_trgm: migration 0008 creates the extension, and the embedded
    // PGlite loads its contrib build (api/src/lib/embeddedDb.ts).
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.tribeId}, '')) gin_trgm_ops`,
    ),
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

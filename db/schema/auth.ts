// How people sign in: server-side sessions, password-reset OTPs and the login throttle.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './members'

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

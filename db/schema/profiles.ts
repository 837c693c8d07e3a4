// What members tell the community about themselves: the profile behind the profile tabs
// (basic info, socials) and the wins they post.
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { users } from './members'

// One row per user, created on first profile edit. The spec's currentUser.userProfile
// (firstName, lastName, middleName, suffix, sex, birthdate) is read from `users` itself: those
// names are also login-side data (imports, search, e-mails), so they are not copied here.
// Facebook stays on users.facebookProfile because the member import fills it.
export const userProfiles = pgTable('user_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text(),
  // Names from the country/state/city data service (docs/product.md, "profiles"): it answers
  // names only, so names are what we keep.
  country: text(),
  state: text(),
  city: text(),
  // A label of the timezone list, common/timeZones.ts ('GMT+08:00'; the default is GMT+08:00 Singapore).
  // Business rules never read it: dues and expiry always use Asia/Manila.
  timezone: text(),
  instagramUrl: text(),
  tiktokUrl: text(),
  youtubeUrl: text(),
  linkedinUrl: text(),
  twitterUrl: text(),
  websiteUrl: text(),
  ...timestamps,
})

// The Wins tab: achievements a member shares (first client, first payout ...).
export const userWins = pgTable(
  'user_wins',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    imageUrl: text(),
    // The calendar day of the win as the member tells it (Manila business date).
    wonOn: date(),
    ...timestamps,
  },
  (t) => [
    index('user_wins_user_id_created_at_idx').on(t.userId, t.createdAt),
    // A community-wide feed of the latest wins.
    index('user_wins_created_at_idx').on(t.createdAt),
  ],
)

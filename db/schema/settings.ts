// Site-wide configuration edited by admins: settings (default settings and the two live
// workshop pages) and redirect rules.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { users } from './members'

export const SETTING_SCOPES = ['default', 'workshop-beginner', 'workshop-experienced'] as const
export type SettingScope = (typeof SETTING_SCOPES)[number]

/** The workshop keys (docs/product.md, "settings"); each also exists with the suffix -exp. */
export const WORKSHOP_SETTING_KEYS = [
  'enable-live-workshop',
  'workshop-master-link',
  'workshop-is-live',
  // When each live day starts, Manila time ('2026-12-07T20:00'; blank: not scheduled yet).
  'date-day-1',
  'date-day-2',
  'date-day-3',
  'zoom-day-1',
  'zoom-day-2',
  'zoom-day-3',
  'recording-day-1',
  'recording-day-2',
  'recording-day-3',
  'freebie-day-1',
  'freebie-day-2',
  'freebie-day-3',
] as const

/**
 * The reminder e-mails' switches (docs/product.md, "settings"; api/src/services/reminders): one per
 * kind, boolean, in the default scope, 'true' when seeded (migration 0019 adds them to every
 * database). Switched off ('false', or the row missing), that kind sends nothing.
 */
export const REMINDER_SETTINGS = {
  'reminder-payment-upcoming-7': 'E-mail a member 7 days before an instalment is due.',
  'reminder-payment-upcoming-1': 'E-mail a member the day before an instalment is due ("Due tomorrow").',
  'reminder-payment-due-today': 'E-mail a member on the day an instalment is due.',
  'reminder-payment-overdue-1': 'E-mail a member the day after a missed instalment.',
  'reminder-payment-overdue-7': 'E-mail a member 7 days after a missed instalment.',
  'reminder-payment-grace-end': 'E-mail a member on the last day of the 14-day grace period of a missed instalment.',
  'reminder-subscription-expiry-7': 'E-mail a member 7 days before their subscription ends.',
  'reminder-subscription-expiry-1': 'E-mail a member the day before their subscription ends.',
  'reminder-payment-receipt': 'E-mail a member a receipt when their payment is approved.',
} as const

export type ReminderSettingName = keyof typeof REMINDER_SETTINGS

// One table for every setting, including the live-workshop ones, with a scope column saying
// which admin page edits it:
//   default               /default-settings (enable-affiliate, enable-challenge-buddies ...)
//   workshop-beginner     /settings/live-workshop-beginner  (zoom-day-1 ...)
//   workshop-experienced  /settings/live-workshop-experienced (zoom-day-1-exp ...)
// Why not a separate table: the spec's Setting shape {id, name, value, type} and
// defaultSettingByName(name) are how the shell already reads enable-live-workshop and
// workshop-is-live, and the -exp suffix makes every workshop name distinct, so one unique name
// and one lookup serve all pages. The scope keeps the default settings page from listing the
// 24 workshop keys and lets a free-training page load its keys in one indexed query.
export const settings = pgTable(
  'settings',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    // Always text, as the spec's API returns it ('true', a URL, a number ...); `type` says how
    // to edit and parse it.
    value: text().notNull().default(''),
    type: text().$type<'string' | 'text' | 'boolean' | 'number' | 'url' | 'json' | 'datetime'>().notNull().default('string'),
    scope: text().$type<SettingScope>().notNull().default('default'),
    description: text(),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('settings_name_key').on(t.name),
    index('settings_scope_idx').on(t.scope),
    index('settings_updated_by_id_idx').on(t.updatedById).where(sql`${t.updatedById} is not null`),
    check('settings_type_check', sql`${t.type} in ('string', 'text', 'boolean', 'number', 'url', 'json', 'datetime')`),
    check('settings_scope_check', sql`${t.scope} in ('default', 'workshop-beginner', 'workshop-experienced')`),
  ],
)

// /redirect-rules: a path on this site that sends visitors elsewhere (old marketing URLs ...).
// Answered by the server before the app loads (api/src/lib/security/redirectRules.ts), so a rule
// wins over every route, funnel and affiliate-link slugs included.
export const redirectRules = pgTable(
  'redirect_rules',
  {
    id: serial().primaryKey(),
    // A path starting with '/', stored without a trailing slash (the router's rule is never).
    fromPath: text().notNull(),
    // A path on this site or an absolute URL.
    toUrl: text().notNull(),
    isPermanent: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('redirect_rules_from_path_key').on(t.fromPath),
    index('redirect_rules_created_by_id_idx').on(t.createdById).where(sql`${t.createdById} is not null`),
    check('redirect_rules_from_path_check', sql`${t.fromPath} like '/%'`),
  ],
)

// Site settings (default settings and both live-workshop pages), redirect rules and the
// feature changelog.
import { and, eq } from 'drizzle-orm'
import { featureChangelogEntries, redirectRules, REMINDER_SETTINGS, settings, WORKSHOP_SETTING_KEYS, type SettingScope } from '../../db/schema'
import { DEFAULT_STAFF_UPLOAD_QUOTA_MB, STAFF_UPLOAD_QUOTA_SETTING } from '../../common/files'
import type { SettingType } from '../../common/validation/settings'
import {
  AFFILIATE_SETTINGS,
  DEFAULT_ATTRIBUTION_DAYS,
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_HOLD_DAYS,
  DEFAULT_MAIN_OFFER,
  DEFAULT_MINIMUM_PAYOUT_PESOS,
  DEFAULT_RENEWAL_MONTHS,
} from '../../common/affiliates'
import { AFFILIATE_TERMS } from './affiliateTerms'
import { type SeedContext, userId } from './context'
import { addDays, insertMissing, manilaToday } from './helpers'

type SettingSeed = { name: string; value: string; type: SettingType; scope: SettingScope; description: string }

/** The value of one workshop key on the beginner (suffix '') or experienced ('-exp') page. */
function workshopValue(key: (typeof WORKSHOP_SETTING_KEYS)[number], suffix: '' | '-exp'): Pick<SettingSeed, 'value' | 'type'> {
  const level = suffix === '' ? 'beginner' : 'experienced'
  if (key === 'enable-live-workshop') return { value: 'true', type: 'boolean' }
  // The beginner workshop is live right now; the experienced one is between runs.
  if (key === 'workshop-is-live') return { value: suffix === '' ? 'true' : 'false', type: 'boolean' }
  if (key === 'workshop-master-link') return { value: `https://us02web.zoom.us/j/8${suffix === '' ? '1' : '2'}00000000${suffix === '' ? '1' : '2'}`, type: 'url' }
  const [kind, , day] = key.split('-') // zoom-day-1 -> zoom, day, 1
  // The beginner days around today (day 2 is tonight); the experienced run starts in 10 days.
  if (kind === 'date') return { value: `${addDays(manilaToday(), suffix === '' ? Number(day) - 2 : 9 + Number(day))}T20:00`, type: 'datetime' }
  if (kind === 'zoom') return { value: `https://us02web.zoom.us/j/8${suffix === '' ? 3 : 4}0000000${day}`, type: 'url' }
  if (kind === 'recording') return { value: `https://vimeo.com/tribe/free-training-${level}-day-${day}`, type: 'url' }
  return { value: `https://drive.google.com/file/d/tribe-${level}-freebie-day-${day}`, type: 'url' }
}

export const SETTINGS: SettingSeed[] = [
  { name: 'enable-affiliate', value: 'true', type: 'boolean', scope: 'default', description: 'Show the Become an Affiliate button to members.' },
  { name: AFFILIATE_SETTINGS.approval, value: 'false', type: 'boolean', scope: 'default', description: 'New affiliates wait for staff approval before their links count (off: approved at once).' },
  { name: AFFILIATE_SETTINGS.cookieDays, value: String(DEFAULT_ATTRIBUTION_DAYS), type: 'number', scope: 'default', description: 'Days an affiliate link keeps counting for a visitor who has not signed up yet (the last click wins).' },
  { name: AFFILIATE_SETTINGS.mainOffer, value: DEFAULT_MAIN_OFFER, type: 'url', scope: 'default', description: "Where an affiliate's main link (/their-code) leads." },
  { name: AFFILIATE_SETTINGS.defaultPercent, value: String(DEFAULT_COMMISSION_PERCENT), type: 'number', scope: 'default', description: "A new affiliate's commission, in percent of each approved payment." },
  { name: AFFILIATE_SETTINGS.holdDays, value: String(DEFAULT_HOLD_DAYS), type: 'number', scope: 'default', description: 'Days a commission stays pending (the refund window) before it is approved for payout.' },
  { name: AFFILIATE_SETTINGS.renewalMonths, value: String(DEFAULT_RENEWAL_MONTHS), type: 'number', scope: 'default', description: "Months from a referred buyer's signup during which their payments, renewals too, earn commission." },
  { name: AFFILIATE_SETTINGS.minimumPayout, value: String(DEFAULT_MINIMUM_PAYOUT_PESOS), type: 'number', scope: 'default', description: 'The smallest payout in pesos; approved commission below it waits for the next period.' },
  { name: AFFILIATE_SETTINGS.terms, value: AFFILIATE_TERMS, type: 'text', scope: 'default', description: 'The affiliate programme terms, shown at /affiliate/terms (a blank line starts a new paragraph).' },
  { name: 'enable-challenge-buddies', value: 'true', type: 'boolean', scope: 'default', description: 'Show the Accountability Group link to members with a group.' },
  { name: 'waitlist-link', value: '/form/waitlist', type: 'url', scope: 'default', description: 'Where the membership gate sends non-members.' },
  { name: 'renewal-checkout-link', value: '/tribe-membership-renewal', type: 'url', scope: 'default', description: 'The renew link of the dues banner.' },
  { name: 'bonus-link', value: '/resources/my-resources', type: 'url', scope: 'default', description: 'Where the Bonuses menu item (/bonus) leads members.' },
  {
    name: STAFF_UPLOAD_QUOTA_SETTING,
    value: String(DEFAULT_STAFF_UPLOAD_QUOTA_MB),
    type: 'number',
    scope: 'default',
    description: 'MB an admin or content staff member (courses, events, resource files) may upload in any 24 hours. Members: 100 MB.',
  },
  // The reminder e-mails' switches, on (migration 0016 adds the same rows to every database).
  ...Object.entries(REMINDER_SETTINGS).map(([name, description]) => ({ name, value: 'true', type: 'boolean' as const, scope: 'default' as const, description })),
  ...(['', '-exp'] as const).flatMap((suffix) =>
    WORKSHOP_SETTING_KEYS.map((key) => ({
      name: `${key}${suffix}`,
      ...workshopValue(key, suffix),
      scope: (suffix === '' ? 'workshop-beginner' : 'workshop-experienced') as SettingScope,
      description: `Free-training workshop (${suffix === '' ? 'beginner' : 'experienced'}): ${key.replaceAll('-', ' ')}`,
    })),
  ),
]

export async function seedSettings(ctx: SeedContext) {
  const { tx } = ctx
  const admin = userId(ctx, 'admin@tribe.test')
  await tx
    .insert(settings)
    .values(SETTINGS.map((setting) => ({ ...setting, updatedById: admin })))
    .onConflictDoNothing({ target: settings.name })
  // The live days' dates: migration 0025 inserted them blank (not scheduled); the demo schedules them.
  for (const setting of SETTINGS.filter((row) => row.type === 'datetime')) {
    await tx.update(settings).set({ value: setting.value }).where(and(eq(settings.name, setting.name), eq(settings.value, '')))
  }

  await tx
    .insert(redirectRules)
    .values([
      { fromPath: '/join', toUrl: '/tribe-membership', isPermanent: true, createdById: admin },
      { fromPath: '/webinar', toUrl: '/free-training', isPermanent: false, createdById: admin },
      { fromPath: '/fb-group', toUrl: 'https://www.facebook.com/groups/tribe-community', isPermanent: false, createdById: admin },
      { fromPath: '/old-checkout', toUrl: '/checkout/closed', isPermanent: true, isActive: false, createdById: admin },
    ])
    .onConflictDoNothing({ target: redirectRules.fromPath })

  await insertMissing(
    tx,
    featureChangelogEntries,
    [
      { title: 'Tribe Points ledger', version: '2.4.0', releasedOn: addDays(ctx.today, -40), isPublished: true, description: 'Every point now says **why** it was given: base points, tasks and adjustments.' },
      { title: 'Accountability buddies', version: '2.5.0', releasedOn: addDays(ctx.today, -18), isPublished: true, description: 'Team leads can now form accountability groups.\n\n- choose a team lead\n- add buddies' },
      { title: 'Dues banner', version: '2.6.0', releasedOn: addDays(ctx.today, -4), isPublished: true, description: 'Members see overdue and upcoming payments at the top of every page.' },
      { title: 'Rewards for Tribe Points', version: '2.7.0', releasedOn: addDays(ctx.today, 14), isPublished: false, description: 'Coming soon: redeem points for rewards.' },
    ].map((entry) => ({ ...entry, createdById: admin })),
    (row) => String(row.title),
  )
}

// The programme's settings (common/affiliates.ts AFFILIATE_SETTINGS), read in one statement. Not
// cached: a value staff save is what the next request sees, in every process (as settings.ts).
import { inArray } from 'drizzle-orm'
import { AFFILIATE_SETTINGS, DEFAULT_ATTRIBUTION_DAYS, DEFAULT_COMMISSION_PERCENT, DEFAULT_MAIN_OFFER } from '../../../../common/affiliates'
import { settings } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'

export type AffiliateSettings = {
  enabled: boolean
  approvalRequired: boolean
  attributionDays: number
  mainOffer: string
  terms: string
  defaultPercent: number
}

/** A whole number in [min, max], else the fallback (a setting typed by hand can hold anything). */
export function wholeNumber(value: string | undefined, fallback: number, min: number, max: number): number {
  const number = Number(value)
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback
}

export async function affiliateSettings(executor: Executor = db): Promise<AffiliateSettings> {
  const rows = await executor
    .select({ name: settings.name, value: settings.value })
    .from(settings)
    .where(inArray(settings.name, Object.values(AFFILIATE_SETTINGS)))
  const value = (name: string) => rows.find((row) => row.name === name)?.value
  return {
    enabled: value(AFFILIATE_SETTINGS.enable) === 'true',
    approvalRequired: value(AFFILIATE_SETTINGS.approval) === 'true',
    attributionDays: attributionDays(value(AFFILIATE_SETTINGS.cookieDays)),
    mainOffer: value(AFFILIATE_SETTINGS.mainOffer)?.trim() || DEFAULT_MAIN_OFFER,
    terms: value(AFFILIATE_SETTINGS.terms) ?? '',
    defaultPercent: wholeNumber(value(AFFILIATE_SETTINGS.defaultPercent), DEFAULT_COMMISSION_PERCENT, 0, 100),
  }
}

/** The attribution window in days from the setting's text (1..365; 30 when unreadable). */
export const attributionDays = (value: string | null | undefined) => wholeNumber(value ?? undefined, DEFAULT_ATTRIBUTION_DAYS, 1, 365)

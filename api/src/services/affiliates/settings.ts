// The programme's settings (common/affiliates.ts AFFILIATE_SETTINGS), read in one statement. Not
// cached: a value staff save is what the next request sees, in every process (as settings.ts).
import { inArray } from 'drizzle-orm'
import {
  AFFILIATE_SETTINGS,
  DEFAULT_ATTRIBUTION_DAYS,
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_HOLD_DAYS,
  DEFAULT_MAIN_OFFER,
  DEFAULT_MINIMUM_PAYOUT_PESOS,
  DEFAULT_RENEWAL_MONTHS,
} from '../../../../common/affiliates'
import { settings } from '../../../../db/schema'
import { db, type Executor } from '../../lib/db'

export type AffiliateSettings = {
  enabled: boolean
  approvalRequired: boolean
  attributionDays: number
  mainOffer: string
  terms: string
  defaultPercent: number
  holdDays: number
  renewalMonths: number
  minimumPayoutCentavos: number
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
    holdDays: wholeNumber(value(AFFILIATE_SETTINGS.holdDays), DEFAULT_HOLD_DAYS, 0, 365),
    renewalMonths: wholeNumber(value(AFFILIATE_SETTINGS.renewalMonths), DEFAULT_RENEWAL_MONTHS, 0, 1200),
    minimumPayoutCentavos: wholeNumber(value(AFFILIATE_SETTINGS.minimumPayout), DEFAULT_MINIMUM_PAYOUT_PESOS, 0, 10_000_000) * 100,
  }
}

/** The attribution window in days from the setting's text (1..365; 30 when unreadable). */
export const attributionDays = (value: string | null | undefined) => wholeNumber(value ?? undefined, DEFAULT_ATTRIBUTION_DAYS, 1, 365)

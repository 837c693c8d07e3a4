// The Customize modal's sync rules (docs/product.md, "subscriptions"): start day <-> start date and validity
// days <-> validity date stay in sync; blank validity means no expiry (year 9999); non-numeric days
// are sent as null. Dates are Manila calendar dates 'YYYY-MM-DD'; days count from today in Manila.
import { daysOrNull } from '@common/validation/enrolment'

const DAY_MS = 86_400_000
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

/** What the modal shows for a blank validity. */
export const NO_EXPIRY_LABEL = 'No expiry (lifetime, year 9999)'

/** Today's Manila calendar date. */
export function manilaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
}

function dayNumber(date: string): number | null {
  if (!CALENDAR_DATE.test(date)) return null
  const time = Date.parse(`${date}T00:00:00Z`)
  return Number.isNaN(time) ? null : Math.round(time / DAY_MS)
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

export type CustomizeValues = {
  /** Text as typed: days from today the access starts ('' = today). */
  startByDays: string
  /** 'YYYY-MM-DD'. */
  startDate: string
  /** Text as typed: days of access ('' = no expiry). */
  validityByDays: string
  /** 'YYYY-MM-DD', or '' for no expiry. */
  validityDate: string
  paymentTerm: string
}

/** The modal's first values: today, the funnel's validity (or none), 'one-time'. */
export function initialCustomize(funnelValidity: number | null | undefined, today: string): CustomizeValues {
  const validity = funnelValidity == null ? '' : String(funnelValidity)
  const base = { startByDays: '0', startDate: today, validityByDays: validity, validityDate: '', paymentTerm: 'one-time' }
  return { ...base, validityDate: validityDateFor(base.startDate, validity) }
}

function validityDateFor(startDate: string, validityByDays: string): string {
  const days = daysOrNull(validityByDays)
  const start = dayNumber(startDate)
  if (days == null || start == null) return ''
  return fromDayNumber(start + days)
}

/** Start day typed: the start date follows (and the validity date keeps its length). */
export function withStartDays(values: CustomizeValues, startByDays: string, today: string): CustomizeValues {
  const days = daysOrNull(startByDays)
  const base = dayNumber(today)
  const startDate = days == null || base == null ? values.startDate : fromDayNumber(base + days)
  return { ...values, startByDays, startDate, validityDate: validityDateFor(startDate, values.validityByDays) }
}

/** Start date picked: the start day follows. */
export function withStartDate(values: CustomizeValues, startDate: string, today: string): CustomizeValues {
  const start = dayNumber(startDate)
  const base = dayNumber(today)
  const startByDays = start == null || base == null ? values.startByDays : String(start - base)
  return { ...values, startDate, startByDays, validityDate: validityDateFor(startDate, values.validityByDays) }
}

/** Validity days typed: the validity date follows ('' when blank: no expiry). */
export function withValidityDays(values: CustomizeValues, validityByDays: string): CustomizeValues {
  return { ...values, validityByDays, validityDate: validityDateFor(values.startDate, validityByDays) }
}

/** Validity date picked: the validity days follow ('' clears both: no expiry). */
export function withValidityDate(values: CustomizeValues, validityDate: string): CustomizeValues {
  if (!validityDate) return { ...values, validityDate: '', validityByDays: '' }
  const end = dayNumber(validityDate)
  const start = dayNumber(values.startDate)
  const validityByDays = end == null || start == null ? values.validityByDays : String(end - start)
  return { ...values, validityDate, validityByDays }
}

/** What manualUserSubscription receives for the funnel: non-numeric days as null. */
export function toFunnelDetail(funnelId: string, values: CustomizeValues) {
  return {
    id: funnelId,
    paymentTerm: values.paymentTerm || 'one-time',
    validityByDays: daysOrNull(values.validityByDays),
    startByDays: daysOrNull(values.startByDays),
  }
}

// A Manila calendar day by the server's clock, for a journey that types a date into a form (an
// event's first day) and must agree with what the server calls today: the test machine's clock
// and time zone never decide it. Makes no rows; answers the day it computed.
import { addDays, manilaToday } from '../../seed/helpers'

export type ManilaDayInput = {
  /** Whole days from today in Manila (negative: before); default 0. */
  days?: number
}

export type ManilaDay = {
  /** Today in Manila, 'YYYY-MM-DD'. */
  today: string
  /** Today moved by `days`, 'YYYY-MM-DD'. */
  date: string
}

export default async function manilaDay(input: ManilaDayInput = {}): Promise<ManilaDay> {
  const today = manilaToday()
  return { today, date: addDays(today, input.days ?? 0) }
}

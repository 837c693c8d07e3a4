// Dates a maker answered ('YYYY-MM-DD', the server's Manila calendar), written as the member's
// pages write them ('ddd, MM/DD/YYYY'). Plain calendar arithmetic, independent of the app's code;
// never the test machine's clock.
const DAY_MS = 24 * 60 * 60 * 1000
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** `date` plus `days` (default 0), as 'ddd, MM/DD/YYYY'. */
export function shownDate(date: string, days = 0): string {
  const [y, m, d] = date.split('-').map(Number)
  const when = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${WEEKDAYS[when.getUTCDay()]}, ${pad(when.getUTCMonth() + 1)}/${pad(when.getUTCDate())}/${when.getUTCFullYear()}`
}

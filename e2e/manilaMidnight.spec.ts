// [CLOCK][MANILA_MIDNIGHT]: the member's Billing tab one second either side of Manila's midnight
// (16:00 UTC), with the browser's clock held there (Playwright's page.clock): a row due on a day
// reads "Due today" in that day's last second and "Overdue" in the next day's first, in the
// browser's Manila zone (playwright.config.ts). The payer and its dates come from the server
// (scripts/e2e/makers/payer.ts); the instants are fixed from those dates, not from the test
// machine's clock, so the journey says the same whenever it runs.
import { expect, test, type Page } from './support/test'
import { make } from './support/make'
import { shownDate } from './support/memberDates'
import { logIn } from './support/session'
import type { Payer } from '../scripts/e2e/makers/payer'

const rowDue = (page: Page, date: string) => page.getByRole('listitem', { name: `Payment of ${shownDate(date)}` })

test('[CLOCK][MANILA_MIDNIGHT]: a row due on a day is "Due today" at 23:59:59 in Manila and "Overdue" one second later', async ({ page, request }) => {
  const payer = await make<Payer>(request, 'payer')
  await logIn(page, payer.email)
  // The overdue row's day: its last second in Manila is 15:59:59 UTC that day.
  const lastSecond = new Date(`${payer.overdueDate}T15:59:59Z`)
  const nextDay = new Date(`${payer.overdueDate}T16:00:00Z`)

  await page.clock.setFixedTime(lastSecond)
  await page.goto('/account?q=billings')
  await expect(rowDue(page, payer.overdueDate)).toContainText('Due today')
  await expect(rowDue(page, payer.comingDate)).toContainText('Due in 30 day(s)')

  await page.clock.setFixedTime(nextDay)
  await page.reload()
  await expect(rowDue(page, payer.overdueDate)).toContainText('Overdue')
  await expect(rowDue(page, payer.comingDate)).toContainText('Due in 29 day(s)')
})

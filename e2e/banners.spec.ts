// [BANNERS]: the member's dues banner, and the impersonation banner of an admin acting as a member.
import { expect, test } from './support/test'
import { findUserId, graphql } from './support/api'
import { demo } from './support/demo'
import { logIn, openAvatarMenu } from './support/session'

const DAY_MS = 24 * 60 * 60 * 1000
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** 'YYYY-MM-DD' + days, as 'ddd, MM/DD/YYYY': plain calendar arithmetic, independent of the app's code. */
function calendarPlus(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const when = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${WEEKDAYS[when.getUTCDay()]}, ${pad(when.getUTCMonth() + 1)}/${pad(when.getUTCDate())}/${when.getUTCFullYear()}`
}

test.describe('[BANNERS][DUES]', () => {
  // A browser far east of Manila: a calendar date read in the browser's zone would show the day before.
  test.use({ timezoneId: 'Pacific/Kiritimati' })

  test('the member sees the overdue message with the grace date, dismisses it, and it stays dismissed', async ({ page }) => {
    await logIn(page, demo.member.email)
    const answer = await graphql<{ getDuesAndExpiration: { overduePayments: { scheduleDate: string }[] } }>(
      page,
      'query { getDuesAndExpiration { overduePayments { scheduleDate } } }',
    )
    const [overdue] = answer.data!.getDuesAndExpiration.overduePayments
    expect(overdue.scheduleDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const banner = page.getByRole('alert').filter({ hasText: 'overdue payment' })
    await expect(banner).toHaveText(
      `You have an overdue payment. Access your billing account here to settle your payment until ${calendarPlus(overdue.scheduleDate, 14)}`,
    )
    await expect(banner.getByRole('link', { name: 'here' })).toHaveAttribute('href', '/account?q=billings')

    await banner.getByRole('button', { name: 'Dismiss' }).click()
    await expect(banner).toHaveCount(0)
    await page.reload()
    await expect(page.getByText('You are signed in as Member.')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'overdue payment' })).toHaveCount(0)
  })
})

test('[BANNERS][IMPERSONATION]: an admin impersonates the member, sees the banner, and ends the session', async ({ page }) => {
  await logIn(page, demo.admin.email)
  // Impersonating needs the Admin role's user_impersonate flag.
  const menu = await openAvatarMenu(page)
  await menu.getByRole('button', { name: 'Admin' }).click()
  await expect(page.getByText('You are signed in as Admin.')).toBeVisible()

  // There is no admin users page yet: start it the way that page will, with the app's headers.
  const memberId = await findUserId(page, demo.member.email)
  const started = await graphql<{ impersonateUser: boolean }>(
    page,
    'mutation ($userId: Int!) { impersonateUser(userId: $userId) }',
    { userId: memberId },
  )
  expect(started).toEqual({ data: { impersonateUser: true } })
  await page.reload()

  const banner = page.getByRole('status').filter({ hasText: 'Impersonating User' })
  await expect(banner).toContainText(demo.member.email)
  await expect((await openAvatarMenu(page)).getByText(demo.member.name, { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  // Hold the stop call until the working label has been seen, so the check cannot race it.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/graphql', async (route) => {
    if (route.request().postData()?.includes('stopImpersonation')) await held
    await route.continue()
  })
  await banner.getByRole('button', { name: 'End Session' }).click()
  await expect(banner.getByRole('button', { name: 'Ending Session...' })).toBeDisabled()
  release()

  await expect(page).toHaveURL(/\/community\/members$/)
  await page.unroute('**/api/graphql')
  // The admin users page is not built yet (not found); home shows who is signed in.
  await page.goto('/')
  await expect(page.getByText('Impersonating User')).toHaveCount(0)
  await expect((await openAvatarMenu(page)).getByText(demo.admin.name, { exact: true })).toBeVisible()
})

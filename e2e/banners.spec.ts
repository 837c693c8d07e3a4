// [BANNERS]: the member's dues banner, and the impersonation banner of an admin acting as a member.
// The dues journey makes its own payer (scripts/e2e/makers/payer.ts: a row overdue 10 days, dated
// by the server); the impersonation journey makes the member the admin acts as (the person maker).
import { expect, test } from './support/test'
import { graphql } from './support/api'
import { demo } from './support/demo'
import { make, makePerson } from './support/make'
import { shownDate } from './support/memberDates'
import { logIn, openAvatarMenu } from './support/session'
import type { Payer } from '../scripts/e2e/makers/payer'

test.describe('[BANNERS][DUES]', () => {
  // A browser far east of Manila: a calendar date read in the browser's zone would show the day before.
  test.use({ timezoneId: 'Pacific/Kiritimati' })

  test('the member sees the overdue message with the grace date, dismisses it, and it stays dismissed', async ({ page, request }) => {
    const payer = await make<Payer>(request, 'payer')
    await logIn(page, payer.email)
    const answer = await graphql<{ getDuesAndExpiration: { overduePayments: { scheduleDate: string }[] } }>(
      page,
      'query { getDuesAndExpiration { overduePayments { scheduleDate } } }',
    )
    // The server reports the row the maker placed, as a calendar date.
    expect(answer.data!.getDuesAndExpiration.overduePayments).toEqual([{ scheduleDate: payer.overdueDate }])

    const banner = page.getByRole('alert').filter({ hasText: 'overdue payment' })
    await expect(banner).toHaveText(
      `You have an overdue payment. Access your billing account here to settle your payment until ${shownDate(payer.overdueDate, 14)}`,
    )
    await expect(banner.getByRole('link', { name: 'here' })).toHaveAttribute('href', '/account?q=billings')

    await banner.getByRole('button', { name: 'Dismiss' }).click()
    await expect(banner).toHaveCount(0)
    await page.reload()
    await expect(page.getByText('You are signed in as Member.')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'overdue payment' })).toHaveCount(0)
  })
})

test('[BANNERS][IMPERSONATION]: an admin impersonates the member, sees the banner, and ends the session', async ({ page, request }) => {
  const member = await makePerson(request)
  await logIn(page, demo.admin.email)
  // Impersonating needs the Admin role's user_impersonate flag.
  const menu = await openAvatarMenu(page)
  await menu.getByRole('button', { name: 'Admin' }).click()
  await expect(page.getByText('You are signed in as Admin.')).toBeVisible()

  // There is no admin users page yet: start it the way that page will, with the app's headers.
  const started = await graphql<{ impersonateUser: boolean }>(
    page,
    'mutation ($userId: Int!) { impersonateUser(userId: $userId) }',
    { userId: member.id },
  )
  expect(started).toEqual({ data: { impersonateUser: true } })
  await page.reload()

  const banner = page.getByRole('status').filter({ hasText: 'Impersonating User' })
  await expect(banner).toContainText(member.email)
  await expect((await openAvatarMenu(page)).getByText(member.name, { exact: true })).toBeVisible()
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

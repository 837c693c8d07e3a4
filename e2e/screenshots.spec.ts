// [SCREENSHOTS]: every screen built so far at desktop and phone widths, saved to e2e/.screenshots/
// (git-ignored) to be looked at in a screenshot run (`yarn rw test e2e --screenshots`). Every run
// still opens each screen and checks what it shows, so a screen that stops rendering fails here too.
// The demo logins only read here; what a screen needs that a demo login might not keep is made for
// the journey: a person whose password reset is asked for, and a member owing an instalment for
// the dues banner (the payer maker).
import path from 'node:path'
import { expect, test, type Page } from './support/test'
import { screenshotsWanted } from './support/screenshots'
import { findUserId, graphql } from './support/api'
import { RETURNEE_EMAIL, demo } from './support/demo'
import { make, makePerson } from './support/make'
import { logIn, openAvatarMenu, submitLogin } from './support/session'
import type { Payer } from '../scripts/e2e/makers/payer'

const DIR = path.resolve('e2e/.screenshots')
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

for (const { name: width, viewport } of VIEWPORTS) {
  test.describe(`[SCREENSHOTS][${width.toUpperCase()}]`, () => {
    test.use({ viewport })
    const isPhone = width === 'phone'

    const shot = async (page: Page, name: string, fullPage = true) => {
      if (!screenshotsWanted) return
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({ path: path.join(DIR, `${name}.${width}.png`), fullPage, animations: 'disabled' })
    }

    test('signed-out screens', async ({ page, request }) => {
      await page.goto('/login')
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
      await shot(page, 'login')
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expect(page.getByText('Email is required')).toBeVisible()
      await shot(page, 'login-errors')

      await page.goto('/signup')
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
      await page.getByLabel('Password', { exact: true }).fill('tribe2026')
      await shot(page, 'signup')

      await page.goto('/forgot-password')
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
      await shot(page, 'forgot-password')
      await page.goto('/set-new-password')
      await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
      await shot(page, 'set-new-password')

      // The reset screen needs a real request: ask for one as a user would, for a person of our own.
      const resetter = await makePerson(request)
      await page.goto('/forgot-password')
      await page.getByLabel('Email').fill(resetter.email)
      await page.getByRole('button', { name: 'SEND' }).click()
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
      await shot(page, 'reset-password-otp', false)
      const code = /\b(\d{6})\b/.exec(await (await request.get(`/__e2e/outbox?to=${encodeURIComponent(resetter.email)}`)).text())![1]
      const digits = page.getByRole('group', { name: 'One-time password' }).getByRole('textbox')
      for (let i = 0; i < 6; i++) await digits.nth(i).fill(code[i])
      await page.getByRole('button', { name: 'Verify OTP' }).click()
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
      await page.getByLabel('New password', { exact: true }).fill('Tribe2026')
      await shot(page, 'reset-password-new-password')

      await page.goto('/thank-you')
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
      await shot(page, 'thank-you')
      await page.goto('/bug-report')
      await expect(page.getByRole('heading', { name: 'Report a bug' })).toBeVisible()
      await shot(page, 'bug-report')
      await page.goto('/forbidden')
      await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible()
      await shot(page, 'forbidden')
      await page.goto('/no/such/page')
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
      await shot(page, 'not-found')
    })

    test('member: home with the dues banner, avatar menu, menus', async ({ page, request }) => {
      const member = await make<Payer>(request, 'payer')
      await logIn(page, member.email)
      await expect(page.getByRole('alert').filter({ hasText: 'overdue payment' })).toBeVisible()
      await shot(page, 'home-member-dues-banner')
      await openAvatarMenu(page)
      await shot(page, 'avatar-menu-member', false)
      await page.keyboard.press('Escape')
      if (isPhone) {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
        await shot(page, 'mobile-menu-member', false)
      } else {
        await page.getByRole('button', { name: 'Expand side menu' }).click()
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
        await shot(page, 'side-menu-member', false)
      }
    })

    test('admin: home as Admin, side menu, avatar menu with roles', async ({ page }) => {
      await logIn(page, demo.admin.email)
      const menu = await openAvatarMenu(page)
      await menu.getByRole('button', { name: 'Admin' }).click()
      await expect(page.getByText('You are signed in as Admin.')).toBeVisible()
      await shot(page, 'home-admin')
      await openAvatarMenu(page)
      await shot(page, 'avatar-menu-admin', false)
      await page.keyboard.press('Escape')
      if (isPhone) {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
        await shot(page, 'mobile-menu-admin', false)
        await page.keyboard.press('Escape')
      } else {
        await page.getByRole('button', { name: 'Expand side menu' }).click()
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
        await shot(page, 'side-menu-admin')
      }

      // The welcome-back modal: returnees have no password, so the admin looks through their eyes.
      const returneeId = await findUserId(page, RETURNEE_EMAIL)
      expect(await graphql(page, 'mutation ($id: Int!) { impersonateUser(userId: $id) }', { id: returneeId })).toEqual({
        data: { impersonateUser: true },
      })
      await page.reload()
      await expect(page.getByRole('dialog', { name: 'Welcome back to the Tribe!' })).toBeVisible()
      await expect(page.getByText('Impersonating User')).toBeVisible()
      await shot(page, 'welcome-back-modal-impersonating', false)
    })

    test('affiliate and coach homes', async ({ page }) => {
      // Affiliates are signed out once on their first load, then sign in for good.
      await submitLogin(page, demo.affiliate.email)
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
      await logIn(page, demo.affiliate.email)
      await expect(page.getByText('You are signed in as Affiliate.')).toBeVisible()
      await shot(page, 'home-affiliate')
      await openAvatarMenu(page)
      await page.getByRole('button', { name: 'Log out' }).click()
      await expect(page).toHaveURL(/\/login$/)

      await logIn(page, demo.coach.email)
      await expect(page.getByText('You are signed in as Coach.')).toBeVisible()
      await shot(page, 'home-coach')
    })

    test('non-member: home and the membership gate', async ({ page }) => {
      await logIn(page, demo.nonMember.email)
      await expect(page.getByText('You are signed in as Non-Member.')).toBeVisible()
      await shot(page, 'home-non-member')
      await page.getByRole('button', { name: 'See how to join' }).click()
      await expect(page.getByRole('dialog', { name: 'This content is for members' })).toBeVisible()
      await shot(page, 'membership-gate', false)
    })
  })
}

// The five screens the house pass (docs/testing.md) must leave looking the same, from the seed alone: run
// this one test on a fresh server (`-g "house pass"`) so no other journey's rows show up in the
// lists. scripts/compareScreens.ts then compares two such runs pixel by pixel.
test.describe('[SCREENSHOTS] the house pass screens', () => {
  const shoot = async (page: Page, name: string) => {
    for (const { name: width, viewport } of VIEWPORTS) {
      await page.setViewportSize(viewport)
      await page.evaluate(async () => {
        window.scrollTo(0, 0)
        await document.fonts.ready
      })
      if (screenshotsWanted) await page.screenshot({ path: path.join(DIR, 'house', `${name}.${width}.png`), fullPage: true, animations: 'disabled' })
    }
  }

  test('members list, payment queue, course tracks, member billing, checkout', async ({ page, browser }) => {
    await logIn(page, demo.admin.email)
    const menu = await openAvatarMenu(page)
    await menu.getByRole('button', { name: 'Admin' }).click()
    await expect(page.getByText('You are signed in as Admin.')).toBeVisible()

    await page.goto('/community/members')
    await expect(page.getByRole('table', { name: 'Members' }).getByRole('row').nth(1)).toBeVisible()
    await shoot(page, 'members')

    await page.goto('/payment')
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    await shoot(page, 'payment-queue')

    const courses = await graphql<{ courses: { items: { id: number; name: string }[] } }>(page, 'query { courses(sortBy: "name") { items { id name } } }')
    const course = courses.data!.courses.items[0]
    await page.goto(`/courses/${course.id}/tracks`)
    await expect(page.getByRole('heading', { name: course.name })).toBeVisible()
    await expect(page.getByText('Loading')).toHaveCount(0)
    await shoot(page, 'course-tracks')

    const funnels = await graphql<{ funnels: { items: { name: string; checkoutPath: string }[] } }>(page, 'query { funnels(search: "Tribe Membership – 1 Year") { items { name checkoutPath } } }')
    const payer = await (await browser.newContext()).newPage()
    await logIn(payer, demo.payer.email)
    await payer.goto('/account?q=billings')
    await expect(payer.getByRole('listitem', { name: /^Payment of / }).first()).toBeVisible()
    await shoot(payer, 'member-billing')

    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto(funnels.data!.funnels.items[0].checkoutPath)
    await expect(visitor.getByTestId('checkout-total')).toHaveText('₱14,999.00')
    await shoot(visitor, 'checkout')
  })
})

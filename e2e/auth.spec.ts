// [AUTH]: signing in from a private link, and the OTP password reset that ends older sessions.
// The journeys that try a wrong password or change one make their own person (the person maker);
// the demo member only signs in.
import { expect, test } from './support/test'
import { latestOtp, tokenOf } from './support/api'
import { DEMO_PASSWORD, demo } from './support/demo'
import { makePerson } from './support/make'
import { accountButton, logIn, openAvatarMenu, redirectToOf, submitLogin } from './support/session'

test('[AUTH][REDIRECT]: a private link opened signed out goes to login and comes back after it', async ({ page }) => {
  await page.goto('/?from=e2e')
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  expect(redirectToOf(page.url())).toBe('/?from=e2e')
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()

  await logIn(page, demo.member.email)
  await expect(page).toHaveURL(/\/\?from=e2e$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maricel')
})

test('[AUTH][LOGIN]: wrong credentials get one message and no session', async ({ page, request }) => {
  const person = await makePerson(request)
  await submitLogin(page, person.email, 'not-the-password')
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect(await tokenOf(page)).toBe('')
})

test.describe('[AUTH][RESET_PASSWORD]', () => {
  const newPassword = 'Fresh-start-2026?'

  test('forgot password -> OTP -> new password; the old password and older sessions stop working', async ({
    page,
    browser,
    request,
  }) => {
    const user = await makePerson(request)
    // A session opened before the reset, in another browser.
    const earlier = await browser.newContext()
    const earlierPage = await earlier.newPage()
    await logIn(earlierPage, user.email)
    expect(await tokenOf(earlierPage)).not.toBe('')

    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()

    // The e-mail rules (docs/product.md, "Password reset"), before anything is sent.
    await page.getByRole('button', { name: 'SEND' }).click()
    await expect(page.getByText('Enter your registered email')).toBeVisible()
    await page.getByLabel('Email').fill(user.email.replace(/\.test$/, ''))
    await page.getByRole('button', { name: 'SEND' }).click()
    await expect(page.getByText('Enter a valid email address (e.g., name@example.com)')).toBeVisible()

    await page.getByLabel('Email').fill(user.email)
    await page.getByRole('button', { name: 'SEND' }).click()
    await expect(page.getByText(`An OTP was sent to ${user.email}`)).toBeVisible()
    await expect(page).toHaveURL(/\/reset-password\?/)
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

    // Six single-digit boxes; the code from the e-mail is pasted into the first.
    const digits = page.getByRole('group', { name: 'One-time password' }).getByRole('textbox')
    await expect(digits).toHaveCount(6)
    const otp = await latestOtp(request, user.email)
    await digits.first().focus()
    await page.evaluate((code) => {
      const data = new DataTransfer()
      data.setData('text/plain', code)
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, otp)
    for (let i = 0; i < 6; i++) await expect(digits.nth(i)).toHaveValue(otp[i])
    await page.getByRole('button', { name: 'Verify OTP' }).click()

    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    const checklist = page.getByRole('list', { name: 'Password requirements' })
    await expect(checklist.getByRole('listitem')).toHaveCount(5)
    await expect(checklist.locator('[data-met="true"]')).toHaveCount(0)
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByText('Password is required')).toBeVisible()

    await page.getByLabel('New password', { exact: true }).fill('fresh')
    await expect(checklist.locator('[data-met="true"]')).toHaveCount(1) // a lowercase letter
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await expect(checklist.locator('[data-met="true"]')).toHaveCount(5)
    await page.getByLabel('Confirm password').fill(`${newPassword}x`)
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await page.getByLabel('Confirm password').fill(newPassword)
    await page.getByRole('button', { name: 'Change Password' }).click()

    await expect(page.getByText('Password changed!')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)

    // The old password fails, the new one works.
    await submitLogin(page, user.email, DEMO_PASSWORD)
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible()
    await logIn(page, user.email, newPassword)
    const menu = await openAvatarMenu(page)
    await expect(menu).toContainText(user.name)

    // The session opened before the reset is over: its next API call and its next visit are signed out.
    expect(await tokenOf(earlierPage)).toBe('')
    await earlierPage.reload()
    await expect(earlierPage).toHaveURL(/\/login\?redirectTo=/)
    await expect(accountButton(earlierPage)).toHaveCount(0)
    await earlier.close()
  })
})

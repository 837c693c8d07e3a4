// [FORMS]: filling in staff-built forms at /form/{slug}. The journey makes its own batch-17 member
// (the person maker), who has not answered the Journey Form: the shell stops them with the
// journey-form dialog until they do. A signed-out visitor answers the public waitlist form with an
// e-mail of its own. Screenshots into docs/images/formFilling-*.
import { randomBytes } from 'node:crypto'
import { saveScreenshot } from './support/screenshots'
import { expect, test, type Page } from './support/test'
import { demo } from './support/demo'
import { makePerson } from './support/make'
import { logIn } from './support/session'

async function snap(page: Page, name: string, width: 1366 | 390) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width)
  await saveScreenshot(page, `docs/images/formFilling-${name}-${width}.png`, { fullPage: true })
}

test('[FORMS][JOURNEY]: a batch-17 member meets the journey-form dialog, answers the form, and the dialog is gone', async ({ page, request }) => {
  const member = await makePerson(request, { batch: 17, stage: 0 })
  await logIn(page, member.email)
  const dialog = page.getByRole('dialog', { name: 'Complete your Journey Form' })
  await expect(dialog).toBeVisible()
  // It cannot be dismissed.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await snap(page, 'gate', 390)
  await snap(page, 'gate', 1366)

  await dialog.getByRole('link', { name: 'Go to the Journey Form' }).click()
  await expect(page).toHaveURL(/\/form\/journey-form$/)
  await expect(page.getByRole('heading', { name: 'Journey Form' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Nothing answered: the spec's generic message under each required question.
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('What do you do for work right now? is required')).toBeVisible()
  await expect(page.getByText('Which service do you want to offer? is required')).toBeVisible()
  await snap(page, 'journey-errors', 390)

  await page.getByLabel('What do you do for work right now?').fill('Bank teller')
  await page.getByLabel('Which service do you want to offer?').selectOption('Bookkeeping')
  await page.getByLabel('Hours per week you can study').fill('15')
  await page.getByRole('group', { name: 'Do you have a laptop and stable internet?' }).getByLabel('Laptop only').check()
  await page.getByLabel('Where do you want to be in 6 months?').fill('Two bookkeeping clients.')
  await snap(page, 'journey', 1366)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toContainText('Your response to Journey Form has been received.')

  await page.getByRole('link', { name: 'Continue to your dashboard' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Complete your Journey Form' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Complete your Journey Form' })).toHaveCount(0)

  // Back on the form: what she answered is shown, and kept.
  await page.goto('/form/journey-form')
  await expect(page.getByRole('note')).toContainText('You answered this form on')
  await expect(page.getByLabel('What do you do for work right now?')).toHaveValue('Bank teller')
  await expect(page.getByLabel('Hours per week you can study')).toHaveValue('15')
  await expect(page.getByLabel('Laptop only')).toBeChecked()
  await snap(page, 'journey-returning', 390)

  // Nobody else's: the demo member, who answered it before (the seed), sees their own answers, not hers.
  await page.context().clearCookies()
  await logIn(page, demo.member.email)
  await page.goto('/form/journey-form')
  await expect(page.getByRole('note')).toContainText('You answered this form on')
  await expect(page.getByLabel('What do you do for work right now?')).toHaveValue('Call-centre agent (night shift)')
  await expect(page.getByLabel('Hours per week you can study')).toHaveValue('12')
})

test('[FORMS][PUBLIC]: a signed-out visitor answers a public form and sees the thank-you', async ({ page }) => {
  await page.goto('/form/waitlist')
  await expect(page.getByRole('heading', { name: 'Enrollment Waitlist' })).toBeVisible()
  // The form asks "Full name" and "E-mail" itself: they are the respondent, asked once (docs/product.md, "forms").
  await expect(page.getByLabel(/^Your name/)).toHaveCount(0)
  await expect(page.getByLabel(/^Your e-mail/)).toHaveCount(0)
  await page.getByLabel(/^Full name/).fill('Lovely Tan')
  await page.getByLabel(/^E-mail/).fill(`lovely.tan.${randomBytes(4).toString('hex')}@example.com`)
  await page.getByLabel(/^Mobile number/).fill('0917 123')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Invalid mobile number!')).toBeVisible()
  await snap(page, 'public-errors', 390)
  await page.getByLabel(/^Mobile number/).fill('0917 123 4567')
  await snap(page, 'public', 1366)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toContainText('Your response to Enrollment Waitlist has been received.')
  await snap(page, 'public-thanks', 390)
  await snap(page, 'public-thanks', 1366)
})

test('[FORMS][ACCESS]: a members-only form asks a visitor to sign in; a missing form is not found', async ({ page }) => {
  await page.goto('/form/journey-form')
  await expect(page.getByRole('heading', { name: 'Sign in to answer this form' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /\/login\?redirectTo=%2Fform%2Fjourney-form/)
  await page.goto('/form/no-such-form')
  await expect(page.getByRole('heading', { name: 'Form not found' })).toBeVisible()
  await snap(page, 'not-found', 390)
})

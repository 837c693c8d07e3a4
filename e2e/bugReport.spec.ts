// [BUG_REPORT]: someone who cannot sign in can still report a bug, with an e-mail to reply to.
// Each journey adds only its own report; no one's account changes.
import { expect, test } from './support/test'
import { demo } from './support/demo'
import { logIn } from './support/session'

test('[BUG_REPORT][SIGNED_OUT]: asks for a contact e-mail, says what the server would refuse, then sends', async ({ page }) => {
  await page.goto('/bug-report')
  await expect(page.getByRole('heading', { name: 'Report a bug' })).toBeVisible()
  await page.getByRole('button', { name: 'Send Report' }).click()
  await expect(page.getByText('Enter your email so we can reply')).toBeVisible()
  await expect(page.getByText('Description is required')).toBeVisible()

  await page.getByLabel('Your email').fill('Visitor@Example.com')
  // Too short (10 characters at least): the form says so with the server's own schema and message
  // (common/validation/bugReports.ts), before anything is sent.
  await page.getByLabel('What happened?').fill('It broke')
  await page.getByRole('button', { name: 'Send Report' }).click()
  await expect(page.getByLabel('What happened?')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Description must be at least 10 characters').first()).toBeVisible()

  await page.getByLabel('What happened?').fill('The reset code never arrived on my phone.')
  await page.getByRole('button', { name: 'Send Report' }).click()
  await expect(page.getByRole('heading', { name: 'Report sent' })).toBeVisible()
  await expect(page.getByText('We will reply to visitor@example.com.')).toBeVisible()
})

test('[BUG_REPORT][SIGNED_IN]: no e-mail asked; the report goes out and the user is home again', async ({ page }) => {
  await logIn(page, demo.member.email)
  await page.goto('/bug-report')
  await expect(page.getByRole('heading', { name: 'Report a bug' })).toBeVisible()
  await expect(page.getByLabel('Your email')).toHaveCount(0)
  await page.getByLabel('What happened?').fill('The home page greeting shows the wrong time of day.')
  await page.getByRole('button', { name: 'Send Report' }).click()
  await expect(page.getByText('Thanks! Your report was sent to the team.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

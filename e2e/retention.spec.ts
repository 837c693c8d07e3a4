// [RETENTION]: the renewal worklist. The demo admin, acting as Admin, opens /retention, narrows it
// with the Cash collection filter (the spec's six labels, each with its count, kept in the address),
// marks a seeded member contacted with a note and sees it on the row. The demo success manager
// sees only the members assigned to them (scripts/seed/retention.ts, scripts/seed/community.ts).
// Screenshots at 1366 and 390 px go to docs/images/retention-*.png.
import { expect, test, type Page } from './support/test'
import { demo } from './support/demo'
import { screenshotBothWidths } from './support/screenshots'
import { actAsAdmin, logIn } from './support/session'

const LABELS = ['all', 'unenrolled', 'for regular renewal', 'early renewal', 'er warmup', 'collected']

const worklist = (page: Page) => page.getByRole('table', { name: 'Retention' })
const rowOf = (page: Page, name: string) => worklist(page).getByRole('row').filter({ hasText: name })

test('the admin filters the worklist by bucket and marks a member contacted', async ({ page }) => {
  await actAsAdmin(page)
  await page.goto('/retention')
  await expect(page.getByRole('heading', { name: 'Retention', level: 1 })).toBeVisible()
  const filter = page.getByRole('group', { name: 'Cash collection' })
  for (const label of LABELS) await expect(filter.getByRole('button', { name: new RegExp(`^${label} \\d+$`) })).toBeVisible()
  await expect(filter.getByRole('button', { name: /^all \d+$/ })).toHaveAttribute('aria-pressed', 'true')

  // Every bucket of the seed on the first page, most urgent first.
  await expect(rowOf(page, 'Victor Santos')).toContainText('for regular renewal')
  await expect(rowOf(page, 'Ramon Aquino')).toContainText('collected')
  await expect(rowOf(page, 'Tess Domingo')).toContainText('₱10,797.00') // her renewal's three unpaid instalments
  await expect(rowOf(page, 'Rowena Cabrera')).toContainText('unenrolled')

  await filter.getByRole('button', { name: /^early renewal \d+$/ }).click()
  await expect(page).toHaveURL(/\?bucket=earlyRenewal$/)
  await expect(rowOf(page, 'Paolo Mendoza')).toContainText('in 45 days')
  await expect(rowOf(page, 'Lorna Bautista')).toHaveCount(0)
  await filter.getByRole('button', { name: /^er warmup \d+$/ }).click()
  await expect(rowOf(page, 'Liza Ramos')).toContainText('er warmup')
  await filter.getByRole('button', { name: /^all \d+$/ }).click()
  await expect(page).toHaveURL(/\/retention$/)

  // How to reach Lorna, and the follow-up recorded on her row.
  const lorna = rowOf(page, 'Lorna Bautista')
  await expect(lorna.getByRole('link', { name: 'lorna.bautista@tribe.test' })).toHaveAttribute('href', 'mailto:lorna.bautista@tribe.test')
  await expect(lorna.getByRole('link', { name: '09171234560' })).toHaveAttribute('href', 'tel:09171234560')
  await expect(lorna).toContainText('Not yet')
  await lorna.getByRole('button', { name: 'Mark contacted Lorna Bautista' }).click()
  const dialog = page.getByRole('dialog', { name: 'Mark Lorna Bautista contacted' })
  await dialog.getByLabel('Note').fill('Called: renewing on payday')
  await dialog.getByRole('button', { name: 'Mark contacted' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(lorna.getByTestId('last-contact')).toContainText('Called: renewing on payday')
  await expect(lorna.getByTestId('last-contact')).toContainText(`by ${demo.admin.name}`)
  // Read again from the server (and the table back at its left edge for the pictures).
  await page.reload()
  await expect(rowOf(page, 'Lorna Bautista').getByTestId('last-contact')).toContainText('Called: renewing on payday')
  await screenshotBothWidths(page, 'retention')

  // The member's name leads to their payment details.
  await lorna.getByRole('link', { name: 'Lorna Bautista' }).click()
  await expect(page).toHaveURL(/\/student-payment-details\/\d+$/)
})

test('a success manager sees only their own members', async ({ page }) => {
  await logIn(page, demo.successManager.email)
  // Reached from the Marketing menu.
  const toggle = page.getByRole('button', { name: /side menu$/ })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'Marketing' }).click()
  await menu.getByRole('link', { name: 'Retention' }).click()
  await expect(page).toHaveURL(/\/retention$/)
  await expect(page.getByRole('heading', { name: 'Retention', level: 1 })).toBeVisible()
  for (const own of ['Lorna Bautista', 'Paolo Mendoza', 'Ramon Aquino']) await expect(rowOf(page, own)).toHaveCount(1)
  // Dennis Lim's members and an unassigned one are not theirs.
  await expect(worklist(page)).toBeVisible()
  for (const other of ['Liza Ramos', 'Tess Domingo', 'Victor Santos', 'Rowena Cabrera']) await expect(rowOf(page, other)).toHaveCount(0)
  await screenshotBothWidths(page, 'retention-success-manager')
})

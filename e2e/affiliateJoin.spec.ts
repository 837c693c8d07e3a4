// [AFFILIATES][JOIN]: a member becomes an affiliate (docs/product.md, "affiliates"): Become an
// Affiliate in the side menu, the programme terms accepted, a link code chosen once, the links page
// with that code. Then a visitor in a fresh, signed-out browser opens the affiliate's main link,
// signs up, and the affiliate's leads page shows them as "signed up". The member is the journey's
// own (makePerson), and so is the visitor's account (a new e-mail); seeded rows are only read.
// Screenshots at 1366 and 390 px go to docs/images/affiliate-*.png.
import { randomBytes } from 'node:crypto'
import { expect, test } from './support/test'
import { DEMO_PASSWORD } from './support/demo'
import { makePerson } from './support/make'
import { screenshotBothWidths } from './support/screenshots'
import { logIn } from './support/session'

test('[AFFILIATES][JOIN]: a member joins, accepts the terms, chooses a code; a visitor through their link signs up and shows as a lead', async ({ page, browser, request }) => {
  test.setTimeout(180_000)
  const tag = randomBytes(3).toString('hex')
  const member = await makePerson(request, { firstName: 'Bea', lastName: `Affiliate ${tag}` })
  const code = `bea-${tag}`

  await logIn(page, member.email)
  await expect(page.getByText('You are signed in as Member.')).toBeVisible()
  const toggle = page.getByRole('button', { name: /side menu$/ })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Become an Affiliate' }).click()

  // The terms, as the new affiliate: only Dashboard in their menu until they accept.
  await expect(page).toHaveURL(/\/affiliate\/terms$/)
  await expect(page.getByRole('heading', { name: 'Affiliate terms' })).toBeVisible()
  const topMenu = page.getByRole('navigation', { name: 'Top menu' })
  await expect(topMenu.getByRole('link')).toHaveText(['Dashboard'])
  await screenshotBothWidths(page, 'affiliate-terms')
  await page.getByRole('button', { name: 'Accept' }).click()

  // Accepted: the menu opens and they choose their code on the links page.
  await expect(page).toHaveURL(/\/affiliate\/links$/)
  await expect(topMenu.getByRole('link', { name: 'Links' })).toBeVisible()
  await expect(topMenu.getByRole('link', { name: 'Leads' })).toBeVisible()
  const chooser = page.getByRole('form', { name: 'Choose your link code' })
  await chooser.getByRole('textbox', { name: /Link code/ }).fill('not a code')
  await chooser.getByRole('button', { name: 'Save code' }).click()
  await expect(chooser.getByText('Use letters, digits and dashes only (no spaces, no dash at either end)')).toBeVisible()
  await chooser.getByRole('textbox', { name: /Link code/ }).fill(code)
  await chooser.getByRole('button', { name: 'Save code' }).click()
  await expect(page.getByText('Link code saved')).toBeVisible()
  await expect(chooser).toHaveCount(0)
  const links = page.getByRole('list', { name: 'Your links' })
  const origin = new URL(page.url()).origin
  await expect(links.getByText(`${origin}/${code}`, { exact: true })).toBeVisible()
  await screenshotBothWidths(page, 'affiliate-links')
  // Joining rebuilt the session for the affiliate level, so the once-only affiliate re-login is
  // already done: a reload keeps them signed in, on this page.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Links', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/affiliate\/links$/)

  // A visitor, signed out in their own browser, through the main link, then signs up.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/${code}`)
  await expect(visitor).not.toHaveURL(new RegExp(`/${code}$`))
  await expect(visitor.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
  const email = `lead-${tag}@example.com`
  await visitor.goto('/signup')
  await visitor.getByRole('textbox', { name: 'First name' }).fill('Lito')
  await visitor.getByRole('textbox', { name: 'Last name' }).fill(`Lead ${tag}`)
  await visitor.getByRole('textbox', { name: 'Email' }).fill(email)
  await visitor.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD)
  await visitor.getByRole('button', { name: 'Create Account' }).click()
  await expect(visitor).not.toHaveURL(/\/signup/)
  await visitorContext.close()

  // The affiliate sees them among their leads.
  await topMenu.getByRole('link', { name: 'Leads' }).click()
  const table = page.getByRole('table', { name: 'Leads' })
  const row = table.getByRole('row').filter({ hasText: `Lito Lead ${tag}` })
  await expect(row).toBeVisible()
  await expect(row).toContainText('le***@example.com')
  await expect(row).toContainText('signed up')
  await screenshotBothWidths(page, 'affiliate-leads')

  // The dashboard (home, as the affiliate) counts the click and the lead.
  await topMenu.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('img', { name: /Clicks and leads per day over 7 days: [1-9]\d* clicks and [1-9]\d* leads/ })).toBeVisible()
  await screenshotBothWidths(page, 'affiliate-dashboard')
})

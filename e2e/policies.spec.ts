// [POLICIES]: the three policy pages, signed out. A crawler's view first: the HTML of
// /terms-conditions names the page in its title, description and social tags without any
// JavaScript. A visitor reads the terms (heading, "Last updated"), moves to the privacy and refund
// policies through the footer (the app asks the API for each), then the admin rewrites the refund
// policy on /default-settings and the visitor sees the new words and today's date; the admin puts
// the text back as it was. Screenshots at 1366 and 390 px go to docs/images/policy-*.png.
import { expect, test, type Page } from './support/test'
import { actAsAdmin } from './support/session'
import { screenshotBothWidths } from './support/screenshots'
import { uniqueTag } from '../scripts/e2e/unique'

const footerLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name })

test('[POLICIES]: the policy pages signed out, with their own tags; a saved change shows on the page', async ({ page, browser, request }) => {
  const html = await (await request.get('/terms-conditions')).text()
  expect(html).toContain('<title>Terms and Conditions | Tribe</title>')
  expect(html).toMatch(/<meta property="og:title" content="Terms and Conditions \| Tribe" \/>/)
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/)

  await page.goto('/terms-conditions')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
  await expect(page.getByText(/^Last updated \w{3}, \d\d\/\d\d\/\d{4}$/)).toBeVisible()
  await expect(page).toHaveTitle('Terms and Conditions | Tribe')
  await screenshotBothWidths(page, 'policy-terms')

  await footerLink(page, 'Privacy Policy').click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText(/Data Privacy Act of 2012/).first()).toBeVisible()
  await expect(page).toHaveTitle('Privacy Policy | Tribe')
  await screenshotBothWidths(page, 'policy-privacy')

  await footerLink(page, 'Refund Policy').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible()
  await screenshotBothWidths(page, 'policy-refund')

  // The admin rewrites the refund policy; the visitor (another browser) sees it within the cache's minute.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await actAsAdmin(admin)
  await admin.goto('/default-settings')
  const box = admin.getByLabel('Refund policy')
  const was = await box.inputValue()
  const words = `Refunds within 7 days, journey ${uniqueTag()}.`
  const save = async (value: string) => {
    await box.fill(value)
    await admin.getByRole('button', { name: 'Save Refund policy' }).click()
    await expect(admin.getByText('Refund policy saved').first()).toBeVisible()
  }
  try {
    await save(`## Our promise\n\n${words}`)
    // A page load asks the server afresh (the HTML is never cached).
    await page.goto('/refund-policy')
    await expect(page.getByRole('heading', { level: 2, name: 'Our promise' })).toBeVisible()
    await expect(page.getByText(words)).toBeVisible()
    const today = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', month: '2-digit', day: '2-digit', year: 'numeric' }).format(new Date())
    await expect(page.getByText(new RegExp(`^Last updated \\w{3}, ${today.replace(/\//g, '\\/')}$`))).toBeVisible()
  } finally {
    await save(was)
    await adminContext.close()
  }
})

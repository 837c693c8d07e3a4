// [A11Y]: keyboard basics of the shell (skip link, modals that keep focus and close on Escape), the
// signed-out screens through axe, and the axe check itself. These journeys only read: they sign in
// as the demo logins and change nothing.
import { axeFailures } from './support/axe'
import { expect, test } from './support/test'
import { demo } from './support/demo'
import { logIn } from './support/session'

test('[A11Y][SKIP_LINK]: the first Tab reaches "Skip to content", which moves focus to the page', async ({ page }) => {
  await logIn(page, demo.member.email)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})

test('[A11Y][MODAL]: the membership gate keeps focus inside, closes on Escape, and gives focus back', async ({ page }) => {
  await logIn(page, demo.nonMember.email)
  const opener = page.getByRole('button', { name: 'See how to join' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'This content is for members' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('[A11Y][MOBILE_MENU]: the phone menu is a dialog that keeps focus and closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logIn(page, demo.member.email)
  const opener = page.getByRole('button', { name: 'Open menu' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})

// Every journey's pages pass axe (support/test.ts). This one opens the screens a visitor meets
// before signing in, so they are checked even when no journey needs them; axe's label rule is the
// check every input there has a label.
test('[A11Y][PUBLIC]: the signed-out screens pass axe at 1366 and 390 px', async ({ page }) => {
  for (const path of ['/login', '/signup', '/forgot-password', '/set-new-password', '/bug-report', '/thank-you', '/changelog', '/resources/public']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})

test('[A11Y][AXE]: the check names the rule, the width and the element of text too faint to read', async ({ page }) => {
  // Text in the slate-400 that "No proof" had (2.56:1 on white), on a page that is otherwise fine.
  await page.setContent('<!doctype html><html lang="en"><head><title>Canary</title></head><body><main><h1>Payments</h1><p style="color:#94a3b8">No proof</p></main></body></html>')
  const failures = await axeFailures(page, () => 0, 'the canary page')
  expect(failures).toHaveLength(2)
  expect(failures[0]).toMatch(/^color-contrast \(serious\) on the canary page at 1366 px: /)
  expect(failures[0]).toContain('<p style="color:#94a3b8">No proof</p>')
  expect(failures[0]).toContain('insufficient color contrast of 2.56')
  expect(failures[1]).toMatch(/^color-contrast \(serious\) on the canary page at 390 px: /)
})

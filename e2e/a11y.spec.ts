// [A11Y]: keyboard basics of the shell: skip link, modals that keep focus and close on Escape.
import { expect, test } from '@playwright/test'
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

test('[A11Y][LABELS]: every input of the sign-in screens has a label', async ({ page }) => {
  for (const path of ['/login', '/signup', '/forgot-password', '/set-new-password', '/bug-report']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const unlabelled = await page.locator('input, textarea, select').evaluateAll((fields) =>
      fields
        .filter((field) => {
          const labelled = (field as HTMLInputElement).labels?.length || field.getAttribute('aria-label') || field.getAttribute('aria-labelledby')
          return !labelled
        })
        .map((field) => field.outerHTML),
    )
    expect(unlabelled, path).toEqual([])
  }
})

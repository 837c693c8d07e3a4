// Signing in and out the way a person does: through the login form and the avatar menu.
import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD, demo } from './demo'

/** The login form, filled and sent; does not wait for the outcome. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Signs in and waits until the signed-in shell (the avatar menu) is shown. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await submitLogin(page, email, password)
  await expect(accountButton(page)).toBeVisible()
}

export const accountButton = (page: Page) => page.getByRole('button', { name: 'Account menu' })

/** Opens the avatar menu (if closed) and answers its panel. */
export async function openAvatarMenu(page: Page) {
  const button = accountButton(page)
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'))
  await expect(panel).toBeVisible()
  return panel
}

export async function logOut(page: Page) {
  const menu = await openAvatarMenu(page)
  await menu.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

/** The redirectTo value of a /login?redirectTo=... URL (decoded), or null. */
export function redirectToOf(url: string): string | null {
  const parsed = new URL(url)
  return parsed.pathname === '/login' ? parsed.searchParams.get('redirectTo') : null
}

/** Signs in as the demo admin and switches to the Admin role (tribe-team-ro), where the back office lives. */
export async function actAsAdmin(page: Page) {
  await logIn(page, demo.admin.email)
  const menu = await openAvatarMenu(page)
  await menu.getByRole('button', { name: 'Admin' }).click()
  await expect(page.getByText('You are signed in as Admin.')).toBeVisible()
}

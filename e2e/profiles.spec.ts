// [PROFILES]: a member edits their basic info (a wrong mobile number is refused first, the location
// comes from the offline country/state/city lists) and posts a win with an image; the tab is kept
// in ?tab= across a reload; then another signed-in user (the demo non-member) opens that profile
// and sees its public parts only: name, image, batch, stage and wins. The journey makes the member
// whose profile it edits (scripts/e2e/makers/profileMember.ts: batch 18, a mobile number).
// Screenshots at 1366 and 390 px into docs/images/profiles-*.png, with no sideways scrolling.
// Nothing leaves the machine: every other host is refused (no location service key is set).
import { saveScreenshot } from './support/screenshots'
import { expect, test, type Page } from './support/test'
import { demo } from './support/demo'
import { make } from './support/make'
import { logIn, logOut } from './support/session'
import type { ProfileMember } from '../scripts/e2e/makers/profileMember'

const WIN = 'Closed my first retainer'

async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'))
}

/** A real PNG the browser draws: a coloured card with a caption. */
async function drawPng(page: Page, caption: string, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ caption, colour }) => {
      const canvas = document.createElement('canvas')
      canvas.width = 480
      canvas.height = 270
      const context = canvas.getContext('2d')!
      context.fillStyle = colour
      context.fillRect(0, 0, canvas.width, canvas.height)
      context.fillStyle = '#ffffff'
      context.font = 'bold 32px sans-serif'
      context.textAlign = 'center'
      context.fillText(caption, canvas.width / 2, canvas.height / 2 + 10)
      return canvas.toDataURL('image/png')
    },
    { caption, colour },
  )
  return Buffer.from(dataUrl.split(',')[1], 'base64')
}

async function shot(page: Page, name: string) {
  for (const width of [1366, 390] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.evaluate(() => document.fonts.ready)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
    await saveScreenshot(page, `docs/images/profiles-${name}-${width}.png`, { fullPage: true })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

test('[PROFILES]: a member edits basic info and posts a win; another member sees the public parts only', async ({ page, request }) => {
  const member = await make<ProfileMember>(request, 'profileMember')
  await offline(page)
  await logIn(page, member.email)

  // /profile/edit opens on Basic Info.
  await page.goto('/profile/edit')
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true')
  const form = page.getByRole('form', { name: 'Basic info' })
  await expect(form.getByLabel('Mobile number')).toHaveValue(member.mobileNumber)
  await expect(form.getByLabel('Timezone')).toHaveValue('GMT+08:00')

  // A wrong mobile number is refused with the spec's message, and nothing is saved.
  await form.getByLabel('Mobile number').fill('12345')
  await form.getByRole('button', { name: 'Save Basic Info' }).click()
  await expect(form.getByText('Invalid mobile number!')).toBeVisible()

  await form.getByLabel('Mobile number').fill('0917 555-1234')
  await form.getByLabel('Timezone').selectOption('GMT+09:00')
  await form.getByLabel('Country').selectOption('Philippines')
  await form.getByLabel('State').selectOption('Metro Manila')
  await form.getByLabel('City').selectOption('Makati')
  await form.getByRole('button', { name: 'Save Basic Info' }).click()
  await expect(page.getByText('Basic info saved.')).toBeVisible()
  await shot(page, 'basic-info')

  // Saved: a reload shows the stored values (the mobile number without spaces or dashes).
  await page.reload()
  const reloaded = page.getByRole('form', { name: 'Basic info' })
  await expect(reloaded.getByLabel('Mobile number')).toHaveValue('09175551234')
  await expect(reloaded.getByLabel('Timezone')).toHaveValue('GMT+09:00')
  await expect(reloaded.getByLabel('City')).toHaveValue('Makati')

  // The Wins tab is chosen by ?tab=wins and kept on reload.
  await page.getByRole('tab', { name: 'Wins' }).click()
  await expect(page).toHaveURL(/[?&]tab=wins/)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Wins' })).toHaveAttribute('aria-selected', 'true')

  // Post a win with an image (a real PNG the browser draws).
  const png = await drawPng(page, 'First retainer!', '#0f766e')
  const winForm = page.getByRole('form', { name: 'Share a win' })
  await winForm.getByRole('button', { name: 'Post Win' }).click()
  await expect(winForm.getByText('Title is required')).toBeVisible()
  await winForm.getByLabel('Title').fill(WIN)
  await winForm.getByLabel(/Tell the tribe/).fill('A US bookkeeping firm, 20 hours a week.')
  await winForm.getByLabel('Image (optional)').setInputFiles({ name: 'retainer.png', mimeType: 'image/png', buffer: png })
  await expect(winForm.getByText(/^Uploaded retainer\.png/)).toBeVisible()
  await winForm.getByRole('button', { name: 'Post Win' }).click()
  await expect(page.getByText('Your win was posted.')).toBeVisible()
  const wins = page.getByRole('list', { name: 'Wins' })
  await expect(wins.getByRole('heading', { name: WIN })).toBeVisible()
  const image = wins.getByRole('img', { name: `Image of the win ${WIN}` })
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded()
  await shot(page, 'own-wins')

  // Membership and Account tabs, for the screenshots and their contents.
  await page.getByRole('tab', { name: 'Membership' }).click()
  await expect(page.getByRole('tabpanel')).toContainText('Enrolment status')
  await shot(page, 'membership')
  await page.getByRole('tab', { name: 'Account', exact: true }).click()
  await expect(page.getByRole('tabpanel')).toContainText(member.email)
  await expect(page.getByText('Uploads larger than 10mb need an admin to be contacted.')).toBeVisible()
  // A new profile image shows at once on the page (the header and this tab).
  await page.getByLabel('Upload a new image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawPng(page, 'MC', '#7c3aed') })
  await expect(page.getByText('Profile image saved.')).toBeVisible()
  const headerImage = page.getByRole('main').getByRole('img', { name: member.name }).first()
  await expect.poll(() => headerImage.evaluate((img) => (img as HTMLImageElement).naturalWidth ?? 0)).toBeGreaterThan(0)
  await shot(page, 'account')
  // The navbar shows it too (currentUser.profileImage is the same address).
  await page.reload()
  const navbarImage = page.getByRole('button', { name: 'Account menu' }).getByRole('img')
  await expect.poll(() => navbarImage.evaluate((img) => (img as HTMLImageElement).naturalWidth ?? 0)).toBeGreaterThan(0)

  await logOut(page)

  // Another signed-in user: the public parts only.
  await logIn(page, demo.nonMember.email)
  await page.goto(`/profile/${member.slug}?tab=basic_info`)
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible()
  await expect(page.getByText('Batch 18')).toBeVisible()
  const publicImage = page.getByRole('main').getByRole('img', { name: member.name })
  await expect.poll(() => publicImage.evaluate((img) => (img as HTMLImageElement).naturalWidth ?? 0)).toBeGreaterThan(0)
  await expect(page.getByRole('tab')).toHaveText(['Wins'])
  await expect(page.getByRole('list', { name: 'Wins' }).getByRole('heading', { name: WIN })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Share a win' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Delete the win/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0)
  // What is not public is not on the page (nor in the answer: the API sends null).
  await expect(page.locator('body')).not.toContainText('09175551234')
  await expect(page.locator('body')).not.toContainText(member.email)
  await shot(page, 'public')

  // A slug that names nobody answers like a profile you may not see.
  await page.goto('/profile/nobody-by-this-name')
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible()
})

// [GROUPS]: groups, sub-groups and buddies in Chromium, on the seeded community: the team lead
// (Angelica Ramos) leads Tribe Luzon and opens it from her menu, sees its members with stage,
// Tribe Points and last activity, pages through them and opens a sub-group; the demo member
// (Maricel dela Cruz) opens her accountability buddies from the menu link and her challenge
// buddies, and cannot see a group she does not lead. These journeys only read the seeded groups,
// found by their names; they make nothing, and what other journeys add does not change them.
import { expect, test, type Page } from './support/test'
import { demo } from './support/demo'
import { screenshotBothWidths, saveScreenshot } from './support/screenshots'
import { logIn } from './support/session'

const membersTable = (page: Page, name = 'Group members') => page.getByRole('table', { name })

test('[GROUPS][LEADER]: the group leader opens Manage Group, sees the members, pages, and opens a sub-group', async ({ page }) => {
  await logIn(page, demo.teamLead.email)
  await page.getByRole('link', { name: 'Manage Group' }).first().click()
  await expect(page).toHaveURL(/\/view-group$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tribe Luzon' })).toBeVisible()
  await expect(page.getByText('Angelica Ramos', { exact: true })).toBeVisible() // the leader
  const table = membersTable(page)
  await expect(table.getByRole('columnheader', { name: 'Tribe Points' })).toBeVisible()
  // Sorted by last name: Cabrera, Castillo, Cruz (Mark), dela Cruz (Maricel) ... ten a page.
  await expect(table.getByRole('row')).toHaveCount(11)
  const camille = table.getByRole('row', { name: /Camille Fernandez/ })
  await expect(camille).toContainText('Stage 1')
  await expect(camille).toContainText('North Luzon')
  await expect(page.getByText(/^1-10 of \d+ items$/)).toBeVisible()
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByText(/^11-\d+ of \d+ items$/)).toBeVisible()

  await page.getByRole('navigation', { name: 'Sub-groups' }).getByRole('link', { name: /Metro Manila/ }).click()
  await expect(page).toHaveURL(/\/sub-group\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Metro Manila' })).toBeVisible()
  await expect(page.getByText('Sub-group of Tribe Luzon')).toBeVisible()
  await expect(membersTable(page, 'Sub-group members').getByRole('row', { name: /Maricel dela Cruz/ })).toBeVisible()
})

test('[GROUPS][BUDDIES]: a member opens Accountability Group from the menu and sees the leader and buddies; challenge buddies too', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await logIn(page, demo.member.email)
  // The member's side menu starts collapsed; the link is among the member links under it.
  await page.getByRole('button', { name: 'Expand side menu' }).click()
  await page.getByRole('link', { name: 'Accountability Group' }).click()
  await expect(page).toHaveURL(/\/accountability-buddies$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Angelica’s Accountability Buddies' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Leader' })).toContainText('Angelica Ramos')
  const buddies = membersTable(page, 'Buddies')
  await expect(buddies.getByRole('row', { name: /Maricel dela Cruz \(you\)/ })).toBeVisible()
  for (const name of ['Nicole Gonzales', 'Kevin Manalo', 'Camille Fernandez']) await expect(buddies.getByRole('row', { name: new RegExp(name) })).toBeVisible()

  await page.goto('/challenge-buddies')
  await expect(page.getByRole('heading', { level: 1, name: '12-Day Challenge: Team Sampaguita' })).toBeVisible()
  await expect(membersTable(page, 'Buddies').getByRole('row', { name: /Andrea Reyes/ })).toBeVisible()

  // A group the member does not lead answers like one that does not exist.
  await page.goto('/view-group')
  await expect(page.getByRole('heading', { name: 'You do not lead a group' })).toBeVisible()
  await page.goto('/sub-group/1')
  await expect(page.getByRole('heading', { name: 'Sub-group not found' })).toBeVisible()
  // The staff member list needs the viewGroupMembers page flag, which members do not hold.
  await page.goto('/groups/members')
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible()
})

test('[GROUPS][STAFF]: a coach (page flag viewGroupMembers) opens another group’s members at /groups/members', async ({ page }) => {
  // The coach leads Tribe Visayas; Tribe Luzon's id is one of the seed's first three groups.
  await logIn(page, demo.coach.email)
  await page.goto('/view-group')
  await expect(page.getByRole('heading', { level: 1, name: 'Tribe Visayas' })).toBeVisible()
  for (const groupId of [1, 2, 3]) {
    await page.goto(`/groups/members?groupId=${groupId}`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    if ((await heading.textContent()) !== 'Tribe Luzon') continue
    await expect(membersTable(page).getByRole('row', { name: /Camille Fernandez/ })).toBeVisible()
    return
  }
  throw new Error('Tribe Luzon was not among groups 1-3')
})

test('[GROUPS][ACCOUNTABILITY_GROUPS]: a group leader opens Accountability Groups from the menu: the groups of the people they lead', async ({ page }) => {
  // The team lead leads Tribe Luzon, whose members make up Angelica’s Accountability Buddies.
  await logIn(page, demo.teamLead.email)
  await page.getByRole('button', { name: 'Expand side menu' }).click()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accountability Groups' }).click()
  await expect(page).toHaveURL(/\/accountability-groups$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Accountability Groups' })).toBeVisible()
  await expect(page.getByText(/of the people in the group Tribe Luzon/)).toBeVisible()
  const group = page.getByRole('region', { name: 'Angelica’s Accountability Buddies' })
  await expect(group).toContainText('Team lead: Angelica Ramos')
  const members = group.getByRole('list', { name: 'Members of Angelica’s Accountability Buddies' })
  for (const name of ['Maricel dela Cruz', 'Nicole Gonzales', 'Kevin Manalo', 'Camille Fernandez']) await expect(members.getByRole('link', { name })).toBeVisible()
  await expect(members.getByRole('listitem').filter({ hasText: 'Camille Fernandez' })).toContainText('Stage 1')
  await screenshotBothWidths(page, 'myGroups-accountability-groups')

  // A coach leads Tribe Visayas, whose members are in no accountability group: the page says so.
  await page.context().clearCookies()
  await logIn(page, demo.coach.email)
  await page.getByRole('navigation', { name: 'Top menu' }).getByRole('link', { name: 'Accountability Groups' }).click()
  await expect(page.getByRole('heading', { name: 'No accountability groups to show' })).toBeVisible()
})

// Each page at desktop and phone widths, into docs/images/myGroups-<page>-<width>.png, with no
// sideways scrolling on the phone.
for (const width of [1366, 390] as const) {
  test(`[GROUPS][SCREENSHOTS][${width}]: group, sub-group and buddies pages`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const shot = async (name: string, heading: string) => {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0)
      await page.evaluate(() => document.fonts.ready)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
      await saveScreenshot(page, `docs/images/myGroups-${name}-${width}.png`, { fullPage: true })
    }
    await logIn(page, demo.teamLead.email)
    await page.goto('/view-group')
    await shot('view-group', 'Tribe Luzon')
    await page.getByRole('navigation', { name: 'Sub-groups' }).getByRole('link', { name: /North Luzon/ }).click()
    await shot('sub-group', 'North Luzon')

    await page.context().clearCookies()
    await logIn(page, demo.member.email)
    await page.goto('/accountability-buddies')
    await shot('accountability-buddies', 'Angelica’s Accountability Buddies')
    await page.goto('/challenge-buddies')
    await shot('challenge-buddies', '12-Day Challenge: Team Sampaguita')
  })
}

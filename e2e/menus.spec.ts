// [MENUS]: every demo role signs in through the real form, sees exactly its menu, finds its name
// in the avatar menu and logs out; role switching is remembered across reloads. These journeys only
// read: a role's menu is the seed's, whatever other journeys add (they make their own people to
// lead or review what they add), and the chosen role is kept in the browser, not on the account.
//
// The expected menus are docs/product.md, "Menus" as far as pages exist today: an item appears only
// once its route is registered, so each list below grows as pages are built (update it then).
import { expect, test, type Page } from './support/test'
import { DEMO_PASSWORD, demo, type DemoUser } from './support/demo'
import { screenshotBothWidths } from './support/screenshots'
import { accountButton, logIn, logOut, openAvatarMenu, redirectToOf, submitLogin } from './support/session'

type Expectation = {
  title: string
  user: DemoUser
  /** The role the user starts as, as the home page names it. */
  startsAs: string
  /** Items of the desktop side menu; null when the role has no side menu (navbar-only roles). */
  sideMenu: string[] | null
  /** Items of the navbar's own menu (the navbar-only roles: affiliates, coaches, head coaches, experts). */
  navbarMenu: string[]
  search: boolean
}

const roles: Expectation[] = [
  // Admin holds tribe-team-ro and member; like everyone holding member, they start as Member.
  { title: 'admin', user: demo.admin, startsAs: 'Member', sideMenu: ['Home', 'My Products', 'Bonuses', 'Stage'], navbarMenu: [], search: true },
  { title: 'member', user: demo.member, startsAs: 'Member', sideMenu: ['Home', 'My Products', 'Bonuses', 'Stage'], navbarMenu: [], search: true },
  { title: 'non-member', user: demo.nonMember, startsAs: 'Non-Member', sideMenu: ['Home', 'Courses', 'Events', 'Resources'], navbarMenu: [], search: true },
  // Group and stage leaders get Accountability Groups (/accountability-groups).
  { title: 'coach', user: demo.coach, startsAs: 'Coach', sideMenu: null, navbarMenu: ['Manage Group', 'Review Move Up: Stage 1: Foundation', 'Review Move Up: Stage 2: Skill Building', 'Accountability Groups'], search: false },
  { title: 'head-coach', user: demo.headCoach, startsAs: 'Head Coach', sideMenu: null, navbarMenu: ['Manage Group', 'Review Move Up: Stage 1: Foundation', 'Accountability Groups', 'Manage Stage'], search: false },
  { title: 'expert', user: demo.expert, startsAs: 'Expert', sideMenu: null, navbarMenu: [], search: false },
  { title: 'affiliate', user: demo.affiliate, startsAs: 'Affiliate', sideMenu: null, navbarMenu: ['Dashboard', 'Leads', 'Links', 'Resources', 'Commission'], search: false },
  { title: 'team-lead', user: demo.teamLead, startsAs: 'Member', sideMenu: ['Home', 'My Products', 'Bonuses', 'Stage', 'Manage Group', 'Accountability Groups', 'Manage Stage'], navbarMenu: [], search: true },
  { title: 'success-manager', user: demo.successManager, startsAs: 'Success Manager', sideMenu: ['Home', 'Content', 'Community', 'Marketing'], navbarMenu: [], search: false },
]

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
// The menu's top-level items, waited for (the menu fills in as the role's access arrives): innerText,
// so a closed group's hidden children are not read as part of its label.
const expectMenu = (nav: ReturnType<typeof sideMenu>, labels: string[]) =>
  expect(nav.getByRole('list', { name: 'Menu' }).locator(':scope > li')).toHaveText(labels, { useInnerText: true })

for (const role of roles) {
  test(`[MENUS][${role.title.toUpperCase()}]: signs in, sees exactly its menu and name, logs out`, async ({ page }) => {
    await page.goto('/login')
    if (role.title === 'affiliate') {
      // Affiliates are signed out once, on their first load, so their session carries the
      // affiliate access (docs/product.md, "Sign-in and sessions"); the second sign-in stays.
      await submitLogin(page, role.user.email)
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    }
    await logIn(page, role.user.email, DEMO_PASSWORD)
    await expect(page.getByText(`You are signed in as ${role.startsAs}.`)).toBeVisible()

    const toggle = page.getByRole('button', { name: /side menu$/ })
    if (role.sideMenu) {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
      await expect(sideMenu(page)).toBeVisible()
      await expectMenu(sideMenu(page), role.sideMenu)
    } else {
      await expect(toggle).toHaveCount(0)
      await expect(sideMenu(page)).toHaveCount(0)
    }
    const navbar = page.getByRole('navigation', { name: 'Top menu' })
    if (role.navbarMenu.length) {
      await expect(navbar.getByRole('link').first()).toBeVisible()
      expect(await navbar.getByRole('link').allTextContents()).toEqual(role.navbarMenu)
    } else await expect(navbar).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Search', exact: true })).toHaveCount(role.search ? 1 : 0)

    const menu = await openAvatarMenu(page)
    await expect(menu.getByText(role.user.name, { exact: true })).toBeVisible()
    await expect(menu.getByText(role.user.email, { exact: true })).toBeVisible()

    await logOut(page)
    await page.goto('/')
    await expect(page).toHaveURL(/\/login\?redirectTo=/)
    expect(redirectToOf(page.url())).toBe('/')
  })
}

test('[MENUS][ROLE_SWITCH]: a team lead switches to Team Lead; the choice and its menu survive a reload', async ({ page }) => {
  await logIn(page, demo.teamLead.email)
  await expect(page.getByText('You are signed in as Member.')).toBeVisible()
  // As a member the side menu starts closed.
  await expect(sideMenu(page)).toHaveCount(0)

  let menu = await openAvatarMenu(page)
  await expect(menu.getByRole('list', { name: 'Switch role' }).getByRole('button')).toHaveText(['Member', 'Team Lead'])
  await menu.getByRole('button', { name: 'Team Lead' }).click()

  // Team leads open the side menu by default (docs/product.md, "Navbar").
  await expect(page.getByText('You are signed in as Team Lead.')).toBeVisible()
  await expect(sideMenu(page)).toBeVisible()
  // Reports holds the Community Report (the level's communityReport flag).
  await expectMenu(sideMenu(page), ['Home', 'Content', 'Community', 'Marketing', 'Reports', 'Manage Group', 'Accountability Groups', 'Manage Stage'])

  await page.reload()
  await expect(page.getByText('You are signed in as Team Lead.')).toBeVisible()
  await expect(sideMenu(page)).toBeVisible()
  menu = await openAvatarMenu(page)
  await expect(menu.getByRole('button', { name: 'Team Lead' })).toHaveAttribute('aria-current', 'true')

  // And back: the side menu closes again for the member role.
  await menu.getByRole('button', { name: 'Member' }).click()
  await expect(page.getByText('You are signed in as Member.')).toBeVisible()
  await expect(sideMenu(page)).toHaveCount(0)
  await page.reload()
  await expect(page.getByText('You are signed in as Member.')).toBeVisible()
  await expect(accountButton(page)).toBeVisible()
})

test('[MENUS][SWITCH_FROM_HOME]: the admin, who starts as a Member, is told on the member home and switches to Admin from there', async ({ page }) => {
  await logIn(page, demo.admin.email)
  await expect(page.getByText('You are signed in as Member.')).toBeVisible()
  const note = page.getByRole('note', { name: 'Your other roles' })
  await expect(note).toContainText('You can switch to Admin')
  await screenshotBothWidths(page, 'home-switch-role')
  await note.getByRole('button', { name: 'Switch to Admin' }).click()
  await expect(page.getByText('You are signed in as Admin.')).toBeVisible()
  await expect(page.getByRole('note', { name: 'Your other roles' })).toHaveCount(0)
  // The back office opens now instead of saying Access Restricted.
  await page.goto('/groups')
  await expect(page.getByRole('heading', { name: 'Groups', exact: true })).toBeVisible()
})

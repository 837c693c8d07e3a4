// The role menus of spec part 1 section 6, as data, and the rules that decide what a user sees.
//
// An item is shown only when
//   1. its route is registered in Routes.tsx (later issues add pages; until a page exists its item
//      is hidden rather than rendered as a broken link, and it appears by itself once registered),
//   2. the page needs login only, or the current access level's pageAccess allows it,
//   3. any route parameters it needs can be taken from the user (e.g. a reviewer's stage id).
// Route names not fixed by the spec (marked "assumed") follow the page-access flag names.
// Every route a menu names is typed (a page flag, a login-only or a public route), so a misspelt
// route fails type-check instead of hiding its item forever.
import type { FunctionFlag, PageFlag } from '../../../../common/permissions'
import type { CurrentUser } from '../../auth'
import { isPageAllowed, type MenuRoute } from '../../lib/pageAccess'
import type { RouteParams } from '../../lib/routes'
import { isAdminType } from '../Roles/roleGroups'
import { stageLabel } from '../Stages/stageLabel'

export type MenuItemConfig = {
  key: string
  label: string
  /** Route name; a group without its own page has none. */
  route?: MenuRoute
  params?: (user: CurrentUser) => RouteParams | null
  children?: MenuItemConfig[]
  /** Expands into one link per stage the user reviews (reviewMoveUp needs a stage id). */
  perReviewerStage?: boolean
}

export type MenuItem = {
  key: string
  label: string
  /** Null for a group heading without a page of its own. */
  href: string | null
  children: MenuItem[]
}

export type HasRoute = (name: string) => boolean
export type BuildHref = (name: string, params?: RouteParams) => string

export type MenuContext = {
  user: CurrentUser
  role: string | null
  hasRoute: HasRoute
  href: BuildHref
}

/** A menu item linking to `route`; its key is the route name unless `extra.key` says otherwise. */
const link = (route: MenuRoute, label: string, extra: Partial<MenuItemConfig> = {}): MenuItemConfig => ({
  key: route,
  label,
  route,
  ...extra,
})

const reviewMoveUp = link('reviewMoveUp', 'Review Move Up', { perReviewerStage: true })
const accountabilityGroups = link('accountabilityGroups', 'Accountability Groups')

export const ROLE_MENUS = {
  member: [
    link('home', 'Home'),
    link('content', 'My Products', {
      children: [link('viewCourses', 'Courses'), link('viewEvents', 'Events')],
    }),
    link('bonusRedirect', 'Bonuses'),
    link('viewStage', 'Stage'),
  ],
  alternativeMember: [
    link('home', 'Home'),
    link('viewCourses', 'Courses'),
    link('viewEvents', 'Events'),
    link('viewResources', 'Resources'),
  ],
  affiliate: [
    link('home', 'Dashboard'),
    link('affiliateLeads', 'Leads'),
    link('affiliateLinks', 'Links'),
    link('affiliateResources', 'Resources'),
    link('affiliateCommission', 'Commission'),
  ],
  admin: [
    link('home', 'Home'),
    link('content', 'Content', {
      children: [
        link('products', 'Products'),
        link('courses', 'Courses'),
        link('events', 'Events'),
        link('resourceFiles', 'Resources'),
        link('subscriptions', 'Subscriptions'),
      ],
    }),
    link('community', 'Community', {
      children: [
        link('users', 'Users'),
        link('stages', 'Stages'),
        link('groups', 'Groups'),
        link('batches', 'Batches'),
        link('uploadContents', 'Uploads'),
        link('mergeUsers', 'Merge'),
        link('archivedUsers', 'Archived Users'), // assumed name
        // /admin-accountability-group: the staff view of every group, behind a page flag.
        link('adminAccountabilityGroup', 'Accountability Groups'), // assumed name
      ],
    }),
    {
      key: 'marketing',
      label: 'Marketing',
      children: [
        link('funnels', 'Funnels'),
        link('successManagers', 'Success Managers'),
        link('affiliates', 'Affiliates'),
        link('forms', 'Forms'),
        link('challengeGroups', 'Challenge Groups'),
        link('redirectRules', 'Redirect Rules'), // assumed name
        link('retention', 'Retention'),
      ],
    },
    link('payment', 'Payments'),
    link('reportSummary', 'Reports', {
      children: [
        link('communityReport', 'Community Report'),
        link('paymentReport', 'Payment Report'),
        link('infoLogsReport', 'Info Logs Report'),
      ],
    }),
    link('defaultSettings', 'Settings', {
      key: 'settings',
      children: [
        link('defaultSettings', 'Default Settings'),
        link('accessLevels', 'Access Levels'),
        link('paymentTerms', 'Payment Terms'),
        link('liveWorkshopBeginner', 'Free Training Workshop (Beginner)'), // assumed name
        link('liveWorkshopExperienced', 'Free Training Workshop (Expert)'), // assumed name
        link('featureChangeLog', 'Feature Changelog'),
      ],
    }),
  ],
  groupLeader: [link('viewGroup', 'Manage Group'), reviewMoveUp, accountabilityGroups],
  stageLeader: [link('manageStage', 'Manage Stage'), reviewMoveUp, accountabilityGroups],
  // The sub-group leader's menu (spec part 1 section 6). The currentUser contract does not carry
  // managedSubGroup yet (common/currentUser.ts), so no user gets this menu until the API sends it.
  subGroup: [
    link('home', 'Home'),
    link('viewSubGroup', 'Sub-group', {
      params: (user) => {
        const subGroup = managedSubGroupOf(user)
        return subGroup ? { id: subGroup.id } : null
      },
    }),
  ],
  reviewer: [reviewMoveUp],
} satisfies Record<string, MenuItemConfig[]>

export type MenuName = keyof typeof ROLE_MENUS

function managedSubGroupOf(user: CurrentUser): { id: number } | null {
  return (user as CurrentUser & { managedSubGroup?: { id: number } | null }).managedSubGroup ?? null
}

/** The menus a user gets, in display order, for the role they act as. */
export function menusFor(user: CurrentUser, role: string | null): MenuName[] {
  const names: MenuName[] = []
  if (role === 'affiliate') return ['affiliate']
  if (role === 'member') names.push('member')
  else if (role === 'non-member') names.push('alternativeMember')
  else if (isAdminType(role)) names.push('admin')
  if (user.managedGroup) names.push('groupLeader')
  if (user.managedStage) names.push('stageLeader')
  if (managedSubGroupOf(user)) names.push('subGroup')
  if (user.stagesAsReviewer.length > 0 && !names.includes('groupLeader') && !names.includes('stageLeader')) {
    names.push('reviewer')
  }
  return names
}

function resolveItem(item: MenuItemConfig, ctx: MenuContext): MenuItem | null {
  const { user, hasRoute, href } = ctx
  if (item.perReviewerStage) {
    if (!item.route || !hasRoute(item.route) || !isPageAllowed(item.route, user.pageAccess)) return null
    const children = user.stagesAsReviewer.map((stage) => ({
      key: `${item.key}-${stage.id}`,
      label: stageLabel(stage),
      href: href(item.route!, { id: stage.id }),
      children: [],
    }))
    return children.length ? { key: item.key, label: item.label, href: null, children } : null
  }
  const children = (item.children ?? []).map((child) => resolveItem(child, ctx)).filter((c) => c !== null)
  let ownHref: string | null = null
  if (item.route && hasRoute(item.route) && isPageAllowed(item.route, user.pageAccess)) {
    const params = item.params ? item.params(user) : {}
    if (params) ownHref = href(item.route, params)
  }
  if (!ownHref && children.length === 0) return null
  return { key: item.key, label: item.label, href: ownHref, children }
}

/** The visible items of the user's menus, duplicates (same key) removed. */
export function buildRoleMenu(ctx: MenuContext): MenuItem[] {
  const seen = new Set<string>()
  const items: MenuItem[] = []
  for (const name of menusFor(ctx.user, ctx.role)) {
    let configs: MenuItemConfig[] = ROLE_MENUS[name]
    // An affiliate who has not finished onboarding (no affiliateTimestamp) sees only the first item.
    if (name === 'affiliate' && !ctx.user.affiliateTimestamp) configs = configs.slice(0, 1)
    for (const config of configs) {
      if (seen.has(config.key)) continue
      const item = resolveItem(config, ctx)
      if (item) {
        seen.add(config.key)
        items.push(item)
      }
    }
  }
  return items
}

export type MemberSettings = { enableAffiliate: boolean; enableChallengeBuddies: boolean }

export type MemberExtras = {
  /** Become an Affiliate: href of the affiliate terms page, or null when not offered. */
  becomeAffiliate: string | null
  accountabilityGroup: string | null
  communitySupport: string | null
}

/** The extra member links of spec part 1 section 6, each behind its own rule. */
export function memberExtras(
  ctx: MenuContext,
  settings: MemberSettings,
  communitySupportUrl: string | null,
): MemberExtras {
  const { user, role, hasRoute, href } = ctx
  const isMember = role === 'member'
  const holdsAffiliate = user.accessLevels.some((level) => level.name === 'affiliate')
  const routeHref = (name: MenuRoute) => (hasRoute(name) && isPageAllowed(name, user.pageAccess) ? href(name) : null)
  return {
    becomeAffiliate: isMember && !holdsAffiliate && settings.enableAffiliate ? routeHref('affiliateTerms') : null,
    accountabilityGroup:
      isMember &&
      settings.enableChallengeBuddies &&
      (user.accountabilityAsLeaderId != null || user.accountabilityGroupId != null)
        ? routeHref('accountabilityBuddies')
        : null,
    communitySupport: user.isFastTrackStudent ? communitySupportUrl : null,
  }
}

type CreateAction = { label: string; route: PageFlag; fn: FunctionFlag }

/** The quick-create actions (admin), each behind its function-access flag. */
export const CREATE_ACTIONS: readonly CreateAction[] = [
  { label: 'Create User Account', route: 'newUser', fn: 'user_create' },
  { label: 'Add New Course', route: 'newCourse', fn: 'course_create' },
  { label: 'Add New Lesson', route: 'newLesson', fn: 'lesson_create' },
  { label: 'Add New Event', route: 'newEvent', fn: 'event_create' },
  { label: 'Add New Resource', route: 'newResourceFile', fn: 'resource-file_create' },
  { label: 'Launch New Batch', route: 'newBatch', fn: 'batch_create' },
  { label: 'Create New Group', route: 'newGroup', fn: 'group_create' },
]

export function createActions(ctx: Pick<MenuContext, 'user' | 'hasRoute' | 'href'>) {
  return CREATE_ACTIONS.filter(
    (action) => ctx.user.functionAccess[action.fn] === true && ctx.hasRoute(action.route),
  ).map((action) => ({ label: action.label, href: ctx.href(action.route) }))
}

/** The mobile and account list (spec part 1 section 2). */
export const ACCOUNT_LIST: MenuItemConfig[] = [
  link('home', 'Home'),
  link('viewCourses', 'My Courses'),
  link('viewEvents', 'My Events'),
  link('viewResources', 'My Resources'),
  link('myProfile', 'My Profile'),
  link('bugReport', 'Bug Report'),
]

export function buildAccountList(ctx: MenuContext): MenuItem[] {
  return ACCOUNT_LIST.map((item) => resolveItem(item, ctx)).filter((item) => item !== null)
}

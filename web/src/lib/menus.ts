// The rules that decide which items of the role menus (menuConfig.ts) a user sees.
//
// An item is shown only when
//   1. its route is in the route table (routeTable.ts; a planned route's item is hidden rather than
//      rendered as a broken link, and it appears by itself once its line moves into the table),
//   2. the page needs login only, or the current access level's pageAccess allows it,
//   3. any route parameters it needs can be taken from the user (e.g. a reviewer's stage id).
// Route names not fixed by the spec (marked "assumed") follow the page-access flag names.
// Every route a menu names is typed (a route of the table or a planned one), so a misspelt route
// fails type-check instead of hiding its item forever.
import type { CurrentUser } from '@common/currentUser'
import type { KnownRouteName } from '@/routeTable'
import { isPageAllowed } from './pageAccess'
import type { RouteParams } from './routes'
import { isAdminType } from './roleGroups'
import { stageLabel } from './stageLabel'
import { ACCOUNT_LIST, CREATE_ACTIONS, managedSubGroupOf, ROLE_MENUS, type MenuItemConfig, type MenuName } from './menuConfig'

export type { MenuItemConfig, MenuName }

export type MenuItem = {
  key: string
  label: string
  /** Null for a group heading without a page of its own. */
  href: string | null
  children: MenuItem[]
}

export type HasRoute = (name: KnownRouteName) => boolean
export type BuildHref = (name: string, params?: RouteParams) => string

export type MenuContext = {
  user: CurrentUser
  role: string | null
  hasRoute: HasRoute
  href: BuildHref
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

/** The extra member links (docs/product.md, "Menus"), each behind its own rule. */
export function memberExtras(
  ctx: MenuContext,
  settings: MemberSettings,
  communitySupportUrl: string | null,
): MemberExtras {
  const { user, role, hasRoute, href } = ctx
  const isMember = role === 'member'
  const holdsAffiliate = user.accessLevels.some((level) => level.name === 'affiliate')
  const routeHref = (name: KnownRouteName) => (hasRoute(name) && isPageAllowed(name, user.pageAccess) ? href(name) : null)
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

export function createActions(ctx: Pick<MenuContext, 'user' | 'hasRoute' | 'href'>) {
  return CREATE_ACTIONS.filter(
    (action) => ctx.user.functionAccess[action.fn] === true && ctx.hasRoute(action.route),
  ).map((action) => ({ label: action.label, href: ctx.href(action.route) }))
}

export function buildAccountList(ctx: MenuContext): MenuItem[] {
  return ACCOUNT_LIST.map((item) => resolveItem(item, ctx)).filter((item) => item !== null)
}

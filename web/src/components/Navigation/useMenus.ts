// The menus of the signed-in user, computed once for the navbar, side menu and mobile menu.
import { useMemo } from 'react'
import { useCurrentUser } from '@/auth'
import { hasRoute, routeHref } from '@/lib/routes'
import { useCurrentRole } from '@/components/ui/CurrentRoleProvider/CurrentRoleProvider'
import { useSettingEnabled } from '@/lib/useSetting'
import { buildAccountList, buildRoleMenu, createActions, memberExtras, type MenuContext } from '@/lib/menus'

/** Where fast-track students find their community and support (set per deployment). */
export const COMMUNITY_SUPPORT_URL: string | null = import.meta.env.VITE_COMMUNITY_SUPPORT_URL || null

export function useMenus() {
  const user = useCurrentUser()
  const { id: role } = useCurrentRole()
  const isMember = role === 'member'
  const enableAffiliate = useSettingEnabled('enable-affiliate', { skip: !isMember })
  const enableChallengeBuddies = useSettingEnabled('enable-challenge-buddies', { skip: !isMember })

  return useMemo(() => {
    if (!user) return null
    const ctx: MenuContext = { user, role, hasRoute, href: routeHref }
    return {
      roleMenu: buildRoleMenu(ctx),
      accountList: buildAccountList(ctx),
      createActions: createActions(ctx),
      extras: memberExtras(ctx, { enableAffiliate, enableChallengeBuddies }, COMMUNITY_SUPPORT_URL),
    }
  }, [user, role, enableAffiliate, enableChallengeBuddies])
}

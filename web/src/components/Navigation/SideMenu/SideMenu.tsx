// The collapsible left menu (desktop). Hidden entirely for navbar-only roles (coaches, expert,
// affiliate); its open state is the global UI state's isSidebarOpen.
import type { CurrentUser } from '@/auth'
import type { MemberExtras as Extras, MenuItem } from '@/lib/menus'
import { MemberExtras } from '../MemberExtras/MemberExtras'
import { MenuTree } from '../MenuTree/MenuTree'
import { UserLabels } from '@/components/ui/UserLabels/UserLabels'

type Props = { user: CurrentUser; open: boolean; items: MenuItem[]; extras: Extras }

export function SideMenu({ user, open, items, extras }: Props) {
  if (!open) return null
  return (
    <nav id="side-menu" aria-label="Main menu" className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
      <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto p-4">
        <div className="mb-4">
          <UserLabels user={user} />
        </div>
        <MenuTree items={items} label="Menu" />
        <MemberExtras extras={extras} />
      </div>
    </nav>
  )
}

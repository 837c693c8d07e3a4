// /content: "My Products" for members and non-members (the products they hold, with their
// courses); "Dashboard" for every other role (the pages their access opens, as shortcuts).
import { routes } from '@redwoodjs/router'
import { homeCards } from '@/components/Learning/homeCards'
import { HomeShortcuts } from '@/components/Learning/HomeShortcuts/HomeShortcuts'
import { MyProductsCell } from '@/components/Learning/MyProductsCell/MyProductsCell'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { useMenus } from '@/components/Navigation/useMenus'
import { useCurrentRole } from '@/components/ui/CurrentRoleProvider/CurrentRoleProvider'
import { isMemberSide } from '@/lib/roleGroups'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'

export default function ContentPage() {
  const role = useCurrentRole()
  const menus = useMenus()
  if (!role.id) return null
  if (isMemberSide(role.id)) {
    return (
      <PageShell>
        <PageHeader title="My Products" description="Your memberships and programmes, with their courses." />
        <MyProductsCell isNonMember={role.id === 'non-member'} />
      </PageShell>
    )
  }
  // The dashboard lists the pages the role's access opens, not itself.
  const here = routes.content()
  const hasPages = !!menus && homeCards([menus.roleMenu]).some((card) => card.href !== here && card.key !== 'bugReport')
  return (
    <PageShell>
      <PageHeader title="Dashboard" description={`Everything you can open as ${role.name ?? 'staff'}.`} />
      {menus && hasPages ? (
        <HomeShortcuts menus={[menus.roleMenu]} title="Your pages" exclude={[here]} />
      ) : (
        <EmptyState
          title="No pages yet"
          description="The pages your access level opens show here. Ask an admin if you expected to see something."
          action={{ label: 'Go to Home', to: routes.home() }}
          className="rounded-xl border border-dashed border-slate-300 bg-white"
        />
      )}
    </PageShell>
  )
}

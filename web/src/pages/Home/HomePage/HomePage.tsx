// Home for a signed-in user: who they are here (role, stage, group) and shortcuts to every page
// their menus offer. Everything shown comes from currentUser and the registered routes.
import { useCurrentUser } from '../../../auth'
import { HomeShortcuts } from '../../../components/Home/HomeShortcuts/HomeShortcuts'
import { HomeWelcome } from '../../../components/Home/HomeWelcome/HomeWelcome'
import { JoinPrompt } from '../../../components/Membership/JoinPrompt/JoinPrompt'
import { useMenus } from '../../../components/Navigation/useMenus'
import { useCurrentRole } from '../../../components/Roles/CurrentRoleProvider/CurrentRoleProvider'

export default function HomePage() {
  const user = useCurrentUser()
  const role = useCurrentRole()
  const menus = useMenus()
  if (!user || !menus) return null
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <HomeWelcome user={user} roleName={role.name} />
      {role.id === 'non-member' && <JoinPrompt />}
      <HomeShortcuts menus={[menus.roleMenu, menus.accountList]} />
    </div>
  )
}

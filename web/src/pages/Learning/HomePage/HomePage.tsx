// Home for a signed-in user: who they are here (role, stage, group); for members what to do next
// (continue the last lesson, the next events, their stage and Tribe Points); for non-members how
// to join; for affiliates their dashboard; for members who also hold staff levels, that they can
// switch; for staff the work waiting for them and today's figures; and for everyone shortcuts to
// every page their menus offer.
import { lazy, Suspense } from 'react'
import { useCurrentUser } from '@/auth'
import { HomeJoinPrompt } from '@/components/Learning/HomeJoinPrompt/HomeJoinPrompt'
import { HomeRoleSwitch } from '@/components/Learning/HomeRoleSwitch/HomeRoleSwitch'
import { HomeShortcuts } from '@/components/Learning/HomeShortcuts/HomeShortcuts'
import { HomeWelcome } from '@/components/Learning/HomeWelcome/HomeWelcome'
import { LearnerHomeCell } from '@/components/Learning/LearnerHomeCell/LearnerHomeCell'
import { useMenus } from '@/components/Navigation/useMenus'
import { useCurrentRole } from '@/components/ui/CurrentRoleProvider/CurrentRoleProvider'

// Only affiliates download their dashboard (and its chart): the signed-in home's first screen has a
// size budget (docs/benchmarks.md, "First screens") that every other role shares.
const AffiliateDashboard = lazy(() => import('@/components/Affiliates/AffiliateDashboard/AffiliateDashboard'))
// Likewise the back office's work queues and today's figures, for the staff levels only.
const StaffHomeCell = lazy(() => import('@/components/Learning/StaffHomeCell/StaffHomeCell'))

/** The levels that are not staff: their homes are their own (learning, joining, the affiliate dashboard). */
const NOT_STAFF = ['member', 'non-member', 'affiliate']

export default function HomePage() {
  const user = useCurrentUser()
  const role = useCurrentRole()
  const menus = useMenus()
  if (!user || !menus) return null
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <HomeWelcome user={user} roleName={role.name} />
      <HomeRoleSwitch user={user} />
      {role.id === 'member' && <LearnerHomeCell />}
      {role.id === 'non-member' && <HomeJoinPrompt />}
      {role.id === 'affiliate' && (
        <Suspense fallback={<p role="status" className="py-8 text-sm text-slate-500">Loading your dashboard...</p>}>
          <div className="mt-6">
            <AffiliateDashboard />
          </div>
        </Suspense>
      )}
      {role.id != null && !NOT_STAFF.includes(role.id) && (
        <Suspense fallback={<p role="status" className="mt-8 text-sm text-slate-500">Loading what is waiting for you...</p>}>
          <StaffHomeCell />
        </Suspense>
      )}
      <HomeShortcuts menus={[menus.roleMenu, menus.accountList]} />
    </div>
  )
}

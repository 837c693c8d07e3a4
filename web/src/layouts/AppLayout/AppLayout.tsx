// The signed-in shell: banners at the top, navbar, side menu (per role), page, footer.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useAuth, useCurrentUser } from '@/auth'
import { DuesBannerCell } from '@/components/Dues/DuesBannerCell/DuesBannerCell'
import { isDuesBannerAudience } from '@/components/Dues/duesBanner'
import { ImpersonationBanner } from '@/components/Auth/ImpersonationBanner/ImpersonationBanner'
import { useLogOutAndLeave } from '@/components/Auth/useLogOut'
import { GlobalSearch } from '@/components/Search/GlobalSearch/GlobalSearch'
import { ProgressDrawerButton } from '@/components/Stages/ProgressDrawer/ProgressDrawerButton'
import { JourneyFormGate } from '@/components/Forms/JourneyFormGate/JourneyFormGate'
import { Footer } from '@/components/ui/Footer/Footer'
import { MobileMenu } from '@/components/Navigation/MobileMenu/MobileMenu'
import { Navbar } from '@/components/Navigation/Navbar/Navbar'
import { SideMenu } from '@/components/Navigation/SideMenu/SideMenu'
import { useMenus } from '@/components/Navigation/useMenus'
import { useCurrentRole } from '@/components/ui/CurrentRoleProvider/CurrentRoleProvider'
import { opensSideMenuByDefault, showsSideMenu } from '@/lib/roleGroups'
import { useUiState } from '@/lib/uiState'

// Shown once to a returning member: loaded only then, so the dialog's code (and the modal's) is not
// part of every signed-in first screen.
const WelcomeBackModal = lazy(() => import('@/components/Auth/WelcomeBackModal/WelcomeBackModal').then((module) => ({ default: module.WelcomeBackModal })))

export default function AppLayout({ children }: { children?: ReactNode }) {
  const { isAuthenticated } = useAuth()
  const user = useCurrentUser()
  const role = useCurrentRole()
  const menus = useMenus()
  const { isSidebarOpen, setUiState, toggleSidebar } = useUiState()
  const [mobileOpen, setMobileOpen] = useState(false)
  const logOut = useLogOutAndLeave()

  // Each role starts with its default: team leads with the side menu open, others closed.
  useEffect(() => {
    setUiState({ isSidebarOpen: opensSideMenuByDefault(role.id) })
  }, [role.id, setUiState])

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {/* Banners and navbar stay together at the top of the window. */}
      <div className="sticky top-0 z-40">
        <ImpersonationBanner />
        {isDuesBannerAudience(isAuthenticated, role.id, user?.membershipStatus) && <DuesBannerCell />}
        <Navbar
          user={user}
          role={role.id}
          roleMenu={menus?.roleMenu ?? []}
          createActions={menus?.createActions ?? []}
          sideMenuOpen={isSidebarOpen}
          onToggleSideMenu={toggleSidebar}
          onOpenMobileMenu={() => setMobileOpen(true)}
          onLogOut={logOut}
          search={<GlobalSearch role={role.id} />}
          progress={user && <ProgressDrawerButton userId={user.id} />}
        />
      </div>
      <div className="flex flex-1">
        {user && menus && showsSideMenu(role.id) && (
          <SideMenu user={user} open={isSidebarOpen} items={menus.roleMenu} extras={menus.extras} />
        )}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {children}
        </main>
      </div>
      <Footer role={role.id} />
      {user && menus && (
        <MobileMenu
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          onLogOut={logOut}
          user={user}
          roleName={role.name}
          accountList={menus.accountList}
          roleMenu={menus.roleMenu}
          extras={menus.extras}
        />
      )}
      {user && role.id === 'member' && user.showReturneeModal && (
        <Suspense fallback={null}>
          <WelcomeBackModal />
        </Suspense>
      )}
      <JourneyFormGate user={user} />
    </div>
  )
}

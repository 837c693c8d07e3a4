// The top bar: menu toggles, logo, search, create menu (staff), the affiliate menu (affiliates
// use the navbar only), and the avatar menu; Sign In / Sign Up when signed out.
import type { ReactNode } from 'react'
import { Link, NavLink, routes } from '@redwoodjs/router'
import { buttonClassName } from '@/components/ui/Button/Button'
import { Logo } from '@/components/ui/Logo/Logo'
import type { CurrentUser } from '@/auth'
import type { MenuItem } from '@/lib/menus'
import { showsCreateMenu, showsSearch, showsSideMenu } from '@/lib/roleGroups'
import { AvatarMenu } from '../AvatarMenu/AvatarMenu'
import { CreateMenu } from '../CreateMenu/CreateMenu'
import { Icon } from '@/components/ui/Icon/Icon'

type Props = {
  user: CurrentUser | null
  role: string | null
  roleMenu: MenuItem[]
  createActions: { label: string; href: string }[]
  sideMenuOpen: boolean
  onToggleSideMenu: () => void
  onOpenMobileMenu: () => void
  onLogOut: () => void
  /** The global search (the Search domain's), shown to the roles that search; the layout passes it in. */
  search: ReactNode
  /** The member's progress drawer button (the Stages domain's), shown to members. */
  progress: ReactNode
}

const iconButton =
  'rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'

const navbarLink =
  'block rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'

export function Navbar({ user, role, roleMenu, createActions, sideMenuOpen, onToggleSideMenu, onOpenMobileMenu, onLogOut, search, progress }: Props) {
  // Roles without a side menu (affiliates, coaches, head coaches, experts) use the navbar only
  // (docs/product.md, "Menus"), so their menus live here; a menu of several links (Review Move Up, one
  // per stage reviewed) shows each as its own link.
  const navbarMenu = user && !showsSideMenu(role) ? navbarLinks(roleMenu) : []
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
        {user && (
          <button type="button" aria-label="Open menu" onClick={onOpenMobileMenu} className={`${iconButton} lg:hidden`}>
            <Icon name="menu" />
          </button>
        )}
        {user && showsSideMenu(role) && (
          <button
            type="button"
            aria-label={sideMenuOpen ? 'Collapse side menu' : 'Expand side menu'}
            aria-expanded={sideMenuOpen}
            aria-controls="side-menu"
            onClick={onToggleSideMenu}
            className={`${iconButton} hidden lg:block`}
          >
            <Icon name="panel" />
          </button>
        )}
        <Link to="/" className="shrink-0 rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          <Logo />
        </Link>
        {navbarMenu.length > 0 && (
          <nav aria-label="Top menu" className="ml-4 hidden md:block">
            <ul className="flex items-center gap-1">
              {navbarMenu.map((item) => (
                <li key={item.key}>
                  <NavLink
                    to={item.href}
                    className={navbarLink}
                    activeClassName={`${navbarLink} bg-brand-50 text-brand-700 hover:bg-brand-50 hover:text-brand-700`}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="flex min-w-0 flex-1 justify-center px-2">
          {user && showsSearch(role) && (
            <div className="hidden w-full max-w-xl md:block">
              {search}
            </div>
          )}
        </div>
        <div className="flex items-center gap-2">
          {user ? (
            <>
              {showsCreateMenu(role) && <CreateMenu actions={createActions} />}
              {/* The progress drawer is for members only (docs/product.md, "Menus"). */}
              {role === 'member' && progress}
              <AvatarMenu user={user} onLogOut={onLogOut} />
            </>
          ) : (
            <>
              <Link to={routes.login()} className={buttonClassName('ghost', 'sm')}>
                Sign In
              </Link>
              <Link to={routes.signup()} className={buttonClassName('primary', 'sm')}>
                Sign Up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  )
}

/** The navbar's links: each item with an address, and each child of an item without one ("Review Move Up: Stage 1"). */
export function navbarLinks(items: MenuItem[]): { key: string; label: string; href: string }[] {
  return items.flatMap((item) =>
    item.href
      ? [{ key: item.key, label: item.label, href: item.href }]
      : item.children.filter((child) => child.href).map((child) => ({ key: child.key, label: `${item.label}: ${child.label}`, href: child.href! })),
  )
}

// The slide-out menu on phones: the account list, the role menu and Log out. It is a modal
// dialog: focus moves in when it opens, Tab stays inside, Escape or the backdrop closes it.
import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { CurrentUser } from '@/auth'
import type { MemberExtras as Extras, MenuItem } from '@/lib/menus'
import { useEntered } from '@/lib/useEntered'
import { focusablesIn, keepTabInside } from '@/lib/focusTrap'
import clsx from 'clsx'
import { Logo } from '@/components/ui/Logo/Logo'
import { Icon } from '@/components/ui/Icon/Icon'
import { MemberExtras } from '../MemberExtras/MemberExtras'
import { MenuTree } from '../MenuTree/MenuTree'
import { UserLabels } from '@/components/ui/UserLabels/UserLabels'
import { fullName } from '@/lib/fullName'

type Props = {
  open: boolean
  onClose: () => void
  onLogOut: () => void
  user: CurrentUser
  roleName: string | null
  accountList: MenuItem[]
  roleMenu: MenuItem[]
  extras: Extras
}

export function MobileMenu(props: Props) {
  return props.open ? <MobileMenuPanel {...props} /> : null
}

function MobileMenuPanel({ onClose, onLogOut: logOut, user, roleName, accountList, roleMenu: fullRoleMenu, extras }: Props) {
  // Home (and any other page) already in the account list is not listed twice.
  const accountHrefs = new Set(accountList.map((item) => item.href))
  const roleMenu = fullRoleMenu.filter((item) => item.children.length > 0 || !accountHrefs.has(item.href))
  const entered = useEntered()
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    if (panel.current) focusablesIn(panel.current)[0]?.focus()
    return () => opener?.focus()
  }, [])

  const trap = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return onClose()
    if (panel.current) keepTabInside(event, panel.current)
  }

  return (
    <div className="fixed inset-0 z-50 lg:hidden" onKeyDown={trap}>
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/40" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={clsx(
          'absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl transition-transform duration-200 ease-out',
          entered ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <Logo />
          <button
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <div className="mb-4">
            <p className="font-semibold text-slate-900">{fullName(user)}</p>
            {roleName && <p className="text-sm text-slate-500">{roleName}</p>}
            <div className="mt-2">
              <UserLabels user={user} />
            </div>
          </div>
          <MenuTree items={accountList} label="Account" onNavigate={onClose} />
          {roleMenu.length > 0 && (
            <div className="mt-4 border-t border-slate-200 pt-4">
              <MenuTree items={roleMenu} label="Menu" onNavigate={onClose} />
            </div>
          )}
          <MemberExtras extras={extras} onNavigate={onClose} />
        </div>
        <div className="border-t border-slate-200 p-4">
          <button
            type="button"
            onClick={() => {
              onClose()
              void logOut()
            }}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <Icon name="logout" className="h-4 w-4" /> Log out
          </button>
        </div>
      </div>
    </div>
  )
}

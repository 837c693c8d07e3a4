import clsx from 'clsx'
import { Link } from '@redwoodjs/router'
import { Avatar } from '@/components/ui/Avatar/Avatar'
import { useCurrentRole } from '@/components/ui/CurrentRoleProvider/CurrentRoleProvider'
import type { CurrentUser } from '@/auth'
import { hasRoute, routeHref } from '@/lib/routes'
import { Dropdown, menuItemClass } from '@/components/ui/Dropdown/Dropdown'
import { Icon } from '@/components/ui/Icon/Icon'
import { fullName } from '@/lib/fullName'

/** Name, the role switcher (the user's access levels), My Profile, Billing and Subscriptions and Log out. */
export function AvatarMenu({ user, onLogOut: logOut }: { user: CurrentUser; onLogOut: () => void }) {
  const role = useCurrentRole()
  const name = fullName(user)
  return (
    <Dropdown
      ariaLabel="Account menu"
      label={
        <>
          <Avatar src={user.profileImage} name={name} size="sm" />
          <Icon name="chevronDown" className="hidden h-4 w-4 text-slate-500 sm:block" />
        </>
      }
      buttonClassName="p-0.5"
    >
      {(close) => (
        <div className="w-64">
          <div className="border-b border-slate-100 px-3 pb-3 pt-2">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          {user.accessLevels.length > 1 && (
            <div className="border-b border-slate-100 py-1.5">
              <p id="switch-role-heading" className="px-3 py-1 text-xs font-medium uppercase tracking-wide text-slate-500">
                Switch role
              </p>
              <ul aria-labelledby="switch-role-heading">
                {user.accessLevels.map((level) => {
                  const current = level.name === role.id
                  return (
                    <li key={level.id}>
                      <button
                        type="button"
                        aria-current={current || undefined}
                        disabled={role.switching}
                        onClick={() => {
                          close()
                          if (!current) void role.switchRole(level.name)
                        }}
                        className={clsx(menuItemClass, current && 'font-medium text-brand-700')}
                      >
                        <span className="w-4">{current && <Icon name="check" className="h-4 w-4" />}</span>
                        {level.label || level.name}
                      </button>
                    </li>
                  )
                })}
              </ul>
            </div>
          )}
          <ul className="pt-1.5">
            {hasRoute('myProfile') && (
              <li>
                <Link to={routeHref('myProfile')} onClick={close} className={menuItemClass}>
                  <Icon name="user" className="h-4 w-4" /> My Profile
                </Link>
              </li>
            )}
            {hasRoute('account') && (
              <li>
                <Link to={routeHref('account')} onClick={close} className={menuItemClass}>
                  <Icon name="card" className="h-4 w-4" /> Billing and Subscriptions
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                onClick={() => {
                  close()
                  void logOut()
                }}
                className={menuItemClass}
              >
                <Icon name="logout" className="h-4 w-4" /> Log out
              </button>
            </li>
          </ul>
        </div>
      )}
    </Dropdown>
  )
}

import { Link } from '@redwoodjs/router'
import { Dropdown, menuItemClass } from '@/components/ui/Dropdown/Dropdown'
import { Icon } from '@/components/ui/Icon/Icon'

/** Quick-create actions for staff, already filtered by function access and existing pages. */
export function CreateMenu({ actions }: { actions: { label: string; href: string }[] }) {
  if (actions.length === 0) return null
  return (
    <Dropdown
      label={
        <>
          <Icon name="plus" className="h-4 w-4" />
          <span className="hidden sm:inline">Create</span>
        </>
      }
      ariaLabel="Create"
      buttonClassName="h-9 bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
    >
      {(close) => (
        <ul aria-label="Create">
          {actions.map((action) => (
            <li key={action.href}>
              <Link to={action.href} onClick={close} className={menuItemClass}>
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  )
}

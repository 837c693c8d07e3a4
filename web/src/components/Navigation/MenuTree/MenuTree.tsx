// Renders resolved menu items (components/Navigation/menus.ts): links, and groups whose sub-links fold open.
import { useState } from 'react'
import clsx from 'clsx'
import { NavLink, useLocation } from '@redwoodjs/router'
import type { MenuItem } from '@/lib/menus'
import { Icon } from '@/components/ui/Icon/Icon'

const itemClass =
  'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'
// Redwood's NavLink uses activeClassName *instead of* className on the active route, so the
// active style repeats the item's base classes.
const activeClass = clsx(itemClass.replace('text-slate-700 ', '').replace('hover:bg-slate-100 hover:text-slate-900 ', ''), 'bg-brand-50 text-brand-700 hover:bg-brand-50 hover:text-brand-700')

function MenuGroup({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  const { pathname } = useLocation()
  const containsActive = item.children.some((child) => child.href === pathname)
  const [open, setOpen] = useState(containsActive)
  const id = `menu-group-${item.key}`
  return (
    <li>
      <div className="flex items-center">
        {item.href ? (
          <NavLink to={item.href} activeClassName={clsx(activeClass, 'flex-1')} className={clsx(itemClass, 'flex-1')} onClick={onNavigate}>
            {item.label}
          </NavLink>
        ) : (
          <span className={clsx(itemClass, 'flex-1 cursor-default hover:bg-transparent')}>{item.label}</span>
        )}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${open ? 'Hide' : 'Show'} ${item.label} links`}
          onClick={() => setOpen((o) => !o)}
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Icon name="chevronDown" className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      <ul id={id} hidden={!open} className="ml-3 mt-1 space-y-0.5 border-l border-slate-200 pl-2">
        {item.children.map((child) => (
          <MenuEntry key={child.key} item={child} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  )
}

export function MenuEntry({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  if (item.children.length > 0) return <MenuGroup item={item} onNavigate={onNavigate} />
  if (!item.href) return null
  return (
    <li>
      <NavLink to={item.href} activeClassName={activeClass} className={itemClass} onClick={onNavigate}>
        {item.label}
      </NavLink>
    </li>
  )
}

export function MenuTree({ items, label, onNavigate }: { items: MenuItem[]; label: string; onNavigate?: () => void }) {
  if (items.length === 0) return null
  return (
    <ul aria-label={label} className="space-y-0.5">
      {items.map((item) => (
        <MenuEntry key={item.key} item={item} onNavigate={onNavigate} />
      ))}
    </ul>
  )
}

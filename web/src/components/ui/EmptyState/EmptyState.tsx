import { Link } from '@redwoodjs/router'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { Button, buttonClassName } from '../Button/Button'

/** The optional call to action: a link (`to`) or a button (`onClick`). */
export type EmptyStateAction = { label: string; to: string } | { label: string; onClick: () => void }

/** Props of EmptyState. */
export type EmptyStateProps = {
  title: string
  description?: ReactNode
  action?: EmptyStateAction
  icon?: ReactNode
  className?: string
}

/** What a list or page shows when there is nothing yet: a title, a description and an optional action. */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={clsx('flex flex-col items-center justify-center px-6 py-12 text-center', className)}>
      <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-400" aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="h-6 w-6">
            <path d="M3 7.5 12 3l9 4.5M3 7.5v9L12 21m-9-13.5L12 12m0 9 9-4.5v-9M12 21v-9m9-4.5L12 12" strokeLinejoin="round" />
          </svg>
        )}
      </div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {description && <p className="mt-1 max-w-sm text-sm text-slate-500">{description}</p>}
      {action && (
        <div className="mt-5">
          {'to' in action ? (
            <Link to={action.to} className={buttonClassName('primary', 'sm')}>
              {action.label}
            </Link>
          ) : (
            <Button size="sm" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}

export default EmptyState

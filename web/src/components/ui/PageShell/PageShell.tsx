// The frame of a learner page: its width and padding, and (for list pages) the title with its
// description and controls.
import clsx from 'clsx'
import type { ReactNode } from 'react'

export function PageShell({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10', className)}>{children}</div>
}

export function PageHeader({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-6 space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
      </div>
      {children && <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">{children}</div>}
    </header>
  )
}

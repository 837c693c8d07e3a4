// The heading block and link style every auth screen shares, so they read as one product. Their
// fields come from the one form wrapper (lib/form.tsx).
import type { ReactNode } from 'react'

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
    </div>
  )
}

export const linkClass =
  'font-medium text-brand-700 hover:text-brand-800 rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'

// The heading block and field styles every auth screen shares, so they read as one product.
import type { ReactNode } from 'react'
import clsx from 'clsx'

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
    </div>
  )
}

export const inputClass = (invalid?: boolean) =>
  clsx(
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus:border-brand-500',
    invalid ? 'border-red-400' : 'border-slate-300',
  )

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-700'
export const linkClass = 'font-medium text-brand-700 hover:text-brand-800 rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'

export function FieldMessage({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-red-600">
      {message}
    </p>
  )
}

/** A server error shown above the form. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null
  return (
    <div role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {message}
    </div>
  )
}

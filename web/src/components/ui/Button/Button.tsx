import clsx from 'clsx'
import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { Spinner } from '../Spinner/Spinner'

/** Visual weight: primary (one per view), secondary, danger (destructive), ghost (toolbars). */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

/** Props of Button: a native button plus variant, size and a loading state. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: 'sm' | 'md'
  /** Disables the button, shows a spinner and marks it aria-busy. */
  loading?: boolean
  /** Text shown while loading (e.g. 'Saving...'); defaults to the children. */
  loadingLabel?: string
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:ring-brand-500',
  secondary:
    'bg-white text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:ring-brand-500',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:ring-red-500',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-brand-500',
}

const SIZES = { sm: 'h-8 px-3 text-sm gap-1.5', md: 'h-10 px-4 text-sm gap-2' }

/** The class names of a button, for links that must look like one. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: 'sm' | 'md' = 'md', className?: string) {
  return clsx(
    'inline-flex items-center justify-center whitespace-nowrap rounded-lg font-medium transition-colors',
    'focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  )
}

/** The app's button (type="button" unless told otherwise, so it never submits a form by accident). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, loadingLabel, disabled, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName(variant, size, className)}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  )
})

export default Button

import clsx from 'clsx'

/** Props of Spinner: with a label it announces itself (role="status"); without, it is decorative. */
export type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string }

const SIZES = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' }

/** A spinning ring in the current text colour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = (
    <svg
      className={clsx('animate-spin', SIZES[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
  if (!label) return ring
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  )
}

export default Spinner

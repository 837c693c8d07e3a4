// A course's (or stage's) progress: a bar with its percentage for eyes and screen readers.
import clsx from 'clsx'

export function ProgressBar({ percentage, label, className, showValue = true }: { percentage: number; label: string; className?: string; showValue?: boolean }) {
  const value = Math.min(100, Math.max(0, Math.round(percentage)))
  return (
    <div className={clsx('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={clsx('h-full rounded-full transition-[width] duration-500', value === 100 ? 'bg-emerald-500' : 'bg-brand-600')} style={{ width: `${value}%` }} />
      </div>
      {showValue && <span className="w-10 shrink-0 text-right text-sm font-medium tabular-nums text-slate-700">{value}%</span>}
    </div>
  )
}

export default ProgressBar

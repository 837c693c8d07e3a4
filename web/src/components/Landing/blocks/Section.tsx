// The frame every block sits in: a full-width band with the page's reading width inside, and the
// block's heading when it has one.
import clsx from 'clsx'
import { useId, type ReactNode } from 'react'

export function Section({ heading, tone = 'white', children, className }: { heading?: string; tone?: 'white' | 'tint' | 'dark'; children: ReactNode; className?: string }) {
  const id = useId()
  return (
    <section
      aria-labelledby={heading ? id : undefined}
      className={clsx('px-4 py-10 sm:px-6 sm:py-14', tone === 'tint' && 'bg-brand-50/60', tone === 'dark' && 'bg-slate-900 text-white', tone === 'white' && 'bg-white')}
    >
      <div className={clsx('mx-auto max-w-4xl', className)}>
        {heading && (
          <h2 id={id} className={clsx('mb-6 text-2xl font-semibold tracking-tight sm:text-3xl', tone === 'dark' ? 'text-white' : 'text-slate-900')}>
            {heading}
          </h2>
        )}
        {children}
      </div>
    </section>
  )
}

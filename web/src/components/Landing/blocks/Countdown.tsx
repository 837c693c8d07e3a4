import { useEffect, useState } from 'react'
import type { BlockProps } from '@common/landingPages'
import { formatDateTime } from '@/lib/format'
import { Section } from './Section'

const UNITS = [
  ['days', 86_400_000],
  ['hours', 3_600_000],
  ['minutes', 60_000],
  ['seconds', 1000],
] as const

/** What is left until `end`, unit by unit (all zero once it has passed). */
export function timeLeft(end: number, now: number): Record<(typeof UNITS)[number][0], number> {
  let rest = Math.max(0, end - now)
  const left = {} as Record<(typeof UNITS)[number][0], number>
  for (const [unit, size] of UNITS) {
    left[unit] = Math.floor(rest / size)
    rest -= left[unit] * size
  }
  return left
}

/** A countdown to a date, ticking each second; the text after the end once it has passed. */
export function Countdown({ heading, endsAt, endedText }: BlockProps<'Countdown'>) {
  const end = Date.parse(endsAt)
  const [now, setNow] = useState(() => Date.now())
  const over = !(end > now)
  useEffect(() => {
    if (over) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [over])
  const left = timeLeft(end, now)
  return (
    <Section heading={heading || undefined} tone="dark" className="text-center">
      {over ? (
        <p className="text-lg text-slate-200">{endedText || 'This offer has ended.'}</p>
      ) : (
        <>
          <p className="sr-only">Ends {formatDateTime(endsAt)}</p>
          <ol aria-hidden="true" className="mx-auto grid max-w-lg grid-cols-4 gap-3">
            {UNITS.map(([unit]) => (
              <li key={unit} className="rounded-xl bg-white/10 p-3">
                <span className="block text-3xl font-bold tabular-nums sm:text-4xl">{String(left[unit]).padStart(2, '0')}</span>
                <span className="text-xs uppercase tracking-wide text-slate-300">{unit}</span>
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-slate-300">Ends {formatDateTime(endsAt)} (Philippine time)</p>
        </>
      )}
    </Section>
  )
}

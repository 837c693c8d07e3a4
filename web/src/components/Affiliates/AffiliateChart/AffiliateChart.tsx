// The dashboard's chart: clicks and leads per day as paired bars, drawn as plain SVG (the app has
// no chart library, and one would weigh more than this whole dashboard). The bars stretch to the
// card's width; the axis words are HTML beside them, so they stay readable at every width. Screen
// readers get the same numbers as a table; the picture itself is described in one sentence.
import { shortenNumber } from '@/lib/format'

export type ChartDay = { day: string; clicks: number; leads: number }

const CLICKS = '#2563eb'
const LEADS = '#d97706'
/** Each day's slot in the drawing's own units (the drawing is 100 high). */
const SLOT = 10

/** '2026-11-27' -> '11/27'. */
export const shortDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`

/** A round top for the axis, at least 2: 0 -> 2, 7 -> 8, 23 -> 25, 180 -> 200. */
export function axisTop(max: number): number {
  if (max <= 2) return 2
  const step = 10 ** Math.floor(Math.log10(max))
  const top = [1, 1.25, 2, 2.5, 4, 5, 8, 10].map((m) => m * step).find((value) => value >= max)!
  return Math.max(2, Math.ceil(top))
}

function Legend() {
  return (
    <span className="flex gap-4 text-sm text-slate-600" aria-hidden="true">
      <span className="flex items-center gap-1.5">
        <span className="h-3 w-3 rounded-sm" style={{ background: CLICKS }} /> Clicks
      </span>
      <span className="flex items-center gap-1.5">
        <span className="h-3 w-3 rounded-sm" style={{ background: LEADS }} /> Leads
      </span>
    </span>
  )
}

function DataTable({ daily }: { daily: readonly ChartDay[] }) {
  return (
    <table className="sr-only">
      <caption>Clicks and leads per day</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Clicks</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody>
        {daily.map((d) => (
          <tr key={d.day}>
            <th scope="row">{d.day}</th>
            <td>{d.clicks}</td>
            <td>{d.leads}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function AffiliateChart({ daily }: { daily: readonly ChartDay[] }) {
  const top = axisTop(Math.max(0, ...daily.map((d) => Math.max(d.clicks, d.leads))))
  const ticks = top % 2 ? [top, 0] : [top, top / 2, 0]
  const height = (value: number) => (value / top) * 100
  const labelEvery = Math.ceil(daily.length / 8)
  const totals = daily.reduce((sum, d) => ({ clicks: sum.clicks + d.clicks, leads: sum.leads + d.leads }), { clicks: 0, leads: 0 })
  const summary = `Clicks and leads per day over ${daily.length} days: ${totals.clicks} clicks and ${totals.leads} leads in all.`

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">Clicks and leads per day</span>
        <Legend />
      </figcaption>
      <div className="mt-4 flex gap-2">
        <div className="relative h-52 w-8 shrink-0 text-right text-xs text-slate-500" aria-hidden="true">
          {ticks.map((value) => (
            <span key={value} className="absolute right-0 -translate-y-1/2" style={{ top: `${100 - height(value)}%` }}>
              {shortenNumber(value)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg viewBox={`0 0 ${daily.length * SLOT} 100`} preserveAspectRatio="none" role="img" aria-label={summary} className="block h-52 w-full">
            {ticks.map((value) => (
              <line key={value} x1={0} x2={daily.length * SLOT} y1={100 - height(value)} y2={100 - height(value)} stroke="#e2e8f0" vectorEffect="non-scaling-stroke" />
            ))}
            {daily.map((d, n) => (
              <g key={d.day}>
                <rect x={n * SLOT + 1.5} y={100 - height(d.clicks)} width={3.3} height={height(d.clicks)} fill={CLICKS} />
                <rect x={n * SLOT + 5.2} y={100 - height(d.leads)} width={3.3} height={height(d.leads)} fill={LEADS} />
              </g>
            ))}
          </svg>
          <div className="mt-1 flex text-xs text-slate-500" aria-hidden="true">
            {daily.map((d, n) => (
              <span key={d.day} className="flex-1 whitespace-nowrap text-center">
                {n % labelEvery === 0 ? shortDay(d.day) : ''}
              </span>
            ))}
          </div>
        </div>
      </div>
      <DataTable daily={daily} />
    </figure>
  )
}

// The dashboard's chart: clicks and leads per day as paired bars, drawn as plain SVG (the app has
// no chart library, and one would weigh more than this whole dashboard). Screen readers get the
// same numbers as a table; the picture itself is described in one sentence.
import { shortenNumber } from '@/lib/format'

export type ChartDay = { day: string; clicks: number; leads: number }

const HEIGHT = 220
const TOP = 12
const BOTTOM = 28
const LEFT = 40
const SLOT = 24
const CLICKS = '#2563eb'
const LEADS = '#f59e0b'

/** '2026-11-27' -> '11/27'. */
export const shortDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`

/** A round top for the axis, at least 2: 0 -> 2, 7 -> 8, 23 -> 25, 180 -> 200. */
export function axisTop(max: number): number {
  if (max <= 2) return 2
  const step = 10 ** Math.floor(Math.log10(max))
  const top = [1, 1.25, 2, 2.5, 4, 5, 8, 10].map((m) => m * step).find((value) => value >= max)!
  return Math.max(2, Math.ceil(top))
}

export function AffiliateChart({ daily }: { daily: readonly ChartDay[] }) {
  const top = axisTop(Math.max(0, ...daily.map((d) => Math.max(d.clicks, d.leads))))
  const width = LEFT + daily.length * SLOT + 8
  const plot = HEIGHT - TOP - BOTTOM
  const y = (value: number) => TOP + plot - (value / top) * plot
  const labelEvery = Math.ceil(daily.length / 8)
  const totals = daily.reduce((sum, d) => ({ clicks: sum.clicks + d.clicks, leads: sum.leads + d.leads }), { clicks: 0, leads: 0 })
  const summary = `Clicks and leads per day over ${daily.length} days: ${totals.clicks} clicks and ${totals.leads} leads in all.`

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">Clicks and leads per day</span>
        <span className="flex gap-4 text-sm text-slate-600" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm" style={{ background: CLICKS }} /> Clicks
          </span>
          <span className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm" style={{ background: LEADS }} /> Leads
          </span>
        </span>
      </figcaption>
      {/* A phone scrolls a month's bars inside the card rather than shrinking them past reading. */}
      <div className="mt-3 overflow-x-auto">
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto max-h-72 w-full" style={{ minWidth: Math.max(280, daily.length * 18) }}>
          {(top % 2 ? [0, top] : [0, top / 2, top]).map((value) => (
            <g key={value}>
              <line x1={LEFT} x2={width} y1={y(value)} y2={y(value)} stroke="#e2e8f0" />
              <text x={LEFT - 6} y={y(value) + 4} textAnchor="end" fontSize="12" fill="#64748b">
                {shortenNumber(value)}
              </text>
            </g>
          ))}
          {daily.map((d, n) => {
            const x = LEFT + n * SLOT + 4
            return (
              <g key={d.day}>
                <rect x={x} y={y(d.clicks)} width={9} height={TOP + plot - y(d.clicks)} fill={CLICKS} rx={1.5} />
                <rect x={x + 10} y={y(d.leads)} width={9} height={TOP + plot - y(d.leads)} fill={LEADS} rx={1.5} />
                {n % labelEvery === 0 && (
                  <text x={x + 10} y={HEIGHT - 8} textAnchor="middle" fontSize="12" fill="#64748b">
                    {shortDay(d.day)}
                  </text>
                )}
              </g>
            )
          })}
        </svg>
      </div>
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
    </figure>
  )
}

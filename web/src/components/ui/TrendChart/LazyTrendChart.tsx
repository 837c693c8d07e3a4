// The report chart in its own chunk (Recharts is about 100 KB gzipped), with its numbers as a
// table the reader can open: the chart is hidden from screen readers, the table is not.
import { lazy, Suspense, useId, useState } from 'react'
import type { TrendChartProps } from './TrendChart'
import { fullValue } from './trendChart'

const TrendChart = lazy(() => import('./TrendChart'))

export function LazyTrendChart({ title, ...props }: TrendChartProps & { title: string }) {
  const [asTable, setAsTable] = useState(false)
  const tableId = useId()
  const height = props.height ?? 260
  return (
    <figure className="rounded-lg border border-gray-200 bg-white p-3">
      <figcaption className="mb-2 flex items-center justify-between gap-2 text-sm font-semibold text-gray-900">
        <span>{title}</span>
        <button type="button" className="text-xs font-normal text-brand-700 underline" aria-expanded={asTable} aria-controls={tableId} onClick={() => setAsTable((shown) => !shown)}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </button>
      </figcaption>
      {asTable ? (
        <div id={tableId} className="max-h-80 overflow-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-2">Period</th>
                {props.series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-2 text-right">{s.name}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.points.map((point) => (
                <tr key={point.label} className="border-t border-gray-100">
                  <th scope="row" className="py-1 pr-2 font-normal">{point.label}</th>
                  {props.series.map((s) => (
                    <td key={s.key} className="py-1 pr-2 text-right tabular-nums">{fullValue(point[s.key] as number | null, s.format)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Suspense fallback={<div aria-busy="true" style={{ height }} />}>
          <TrendChart {...props} />
        </Suspense>
      )}
    </figure>
  )
}

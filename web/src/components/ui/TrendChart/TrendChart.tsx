// A report's chart over its period's buckets (Recharts 3: bars and lines on one axis, sized to its
// box). Loaded only by the report pages, through LazyTrendChart, so no first screen carries
// Recharts. The same numbers are in a table ("Show as table"), which is what a screen reader and
// the keyboard reach: the drawing is hidden from both (Recharts' own accessibility layer would make
// a focusable element inside aria-hidden, which axe rightly refuses).
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { fullValue, SERIES_COLOURS, shortValue, type TrendPoint, type TrendSeries } from './trendChart'

export type TrendChartProps = { points: TrendPoint[]; series: TrendSeries[]; height?: number }

export default function TrendChart({ points, series, height = 260 }: TrendChartProps) {
  // One axis per chart: a page puts money and counts in separate charts.
  const format = series[0]?.format ?? 'count'
  const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]
  return (
    <div style={{ height }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#4b5563' }} interval="preserveStartEnd" minTickGap={8} />
          <YAxis tick={{ fontSize: 11, fill: '#4b5563' }} width={52} tickFormatter={(value: number) => shortValue(value, format)} allowDecimals={false} />
          <Tooltip formatter={(value, name, item) => [fullValue(value as number, series.find((s) => s.key === item.dataKey)?.format ?? format), name]} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s, index) =>
            s.kind === 'bar' ? (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={colourOf(index)} isAnimationActive={false} />
            ) : (
              <Line key={s.key} dataKey={s.key} name={s.name} stroke={colourOf(index)} strokeWidth={2} dot={points.length <= 12} isAnimationActive={false} connectNulls />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  )
}

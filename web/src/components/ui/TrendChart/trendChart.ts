// What a report chart draws (TrendChart): one point per bucket of the report's period, and the
// series to plot from it. Kept apart from the chart so a page can describe its chart (and its
// table for screen readers) without loading Recharts.
import { formatAmount, shortenNumber, shortenPesos } from '@/lib/format'

export type TrendFormat = 'count' | 'pesos' | 'percent'

export type TrendSeries = {
  /** The point's field. */
  key: string
  name: string
  /** Bars for amounts per bucket, a line for a level or a rate. */
  kind: 'bar' | 'line'
  format: TrendFormat
}

export type TrendPoint = { label: string } & Record<string, number | string | null>

/** Axis ticks: short (1.2K, ₱3.4M, 87%). */
export function shortValue(value: number | null, format: TrendFormat): string {
  if (value == null) return '—'
  if (format === 'percent') return `${value}%`
  if (format === 'pesos') return shortenPesos(value)
  return shortenNumber(value)
}

/** Tooltips and the table: whole (1,234, ₱3,400.00, 87.5%). */
export function fullValue(value: number | null, format: TrendFormat): string {
  if (value == null) return '—'
  if (format === 'percent') return `${value}%`
  if (format === 'pesos') return formatAmount(value)
  return value.toLocaleString('en-PH')
}

/** Colours that keep 3:1 against white and apart from each other for the common colour blindnesses. */
export const SERIES_COLOURS = ['#1557de', '#c2410c', '#047857', '#7e22ce']

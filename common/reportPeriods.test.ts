import { describe, expect, it } from 'vitest'
import { activityRange, rangeProblem, ratePercent, reportPeriodMessages, resolvePeriod } from './reportPeriods'

const TODAY = '2026-11-28'
const resolved = (choice: Parameters<typeof resolvePeriod>[0]) => {
  const result = resolvePeriod(choice, TODAY)
  if (!result.ok) throw new Error(result.message)
  return result.value
}

describe('resolvePeriod', () => {
  it('Daily is the days of this month by default, compared with last month', () => {
    const value = resolved({ period: 'Daily' })
    expect(value).toMatchObject({ from: '2026-11-01', to: '2026-11-30', bucket: 'day', label: 'November 2026' })
    expect(value.buckets).toHaveLength(30)
    expect(value.buckets[0]).toEqual({ from: '2026-11-01', to: '2026-11-01', label: '11/01' })
    expect(value.previous).toEqual({ from: '2026-10-01', to: '2026-10-31', label: 'October 2026' })
  })

  it('Daily of a January compares with the December before; February of a leap year has 29 days', () => {
    expect(resolved({ period: 'Daily', year: 2026, month: 1 }).previous).toMatchObject({ from: '2025-12-01', to: '2025-12-31' })
    expect(resolved({ period: 'Daily', year: 2024, month: 2 }).buckets).toHaveLength(29)
  })

  it('Monthly and Quarterly are this year in months and named quarters', () => {
    const monthly = resolved({ period: 'Monthly' })
    expect(monthly).toMatchObject({ from: '2026-01-01', to: '2026-12-31', bucket: 'month', label: '2026' })
    expect(monthly.buckets.map((b) => b.label)).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'])
    const quarterly = resolved({ period: 'Quarterly', year: 2025 })
    expect(quarterly.buckets).toEqual([
      { from: '2025-01-01', to: '2025-03-31', label: '1st Quarter' },
      { from: '2025-04-01', to: '2025-06-30', label: '2nd Quarter' },
      { from: '2025-07-01', to: '2025-09-30', label: '3rd Quarter' },
      { from: '2025-10-01', to: '2025-12-31', label: '4th Quarter' },
    ])
    expect(quarterly.previous).toMatchObject({ from: '2024-01-01', to: '2024-12-31', label: '2024' })
  })

  it('Annual is five years ending with the chosen one', () => {
    const value = resolved({ period: 'Annual' })
    expect(value).toMatchObject({ from: '2022-01-01', to: '2026-12-31', label: '2022 to 2026' })
    expect(value.buckets.map((b) => b.label)).toEqual(['2022', '2023', '2024', '2025', '2026'])
    expect(value.previous).toMatchObject({ from: '2017-01-01', to: '2021-12-31' })
  })

  it('a custom range picks its bucket by length and compares with as many days before', () => {
    const short = resolved({ period: 'Custom Range', from: '2026-03-15', to: '2026-04-14' })
    expect(short).toMatchObject({ bucket: 'day', label: '03/15/2026 to 04/14/2026' })
    expect(short.previous).toMatchObject({ from: '2026-02-12', to: '2026-03-14' })
    const months = resolved({ period: 'Custom Range', from: '2026-03-15', to: '2026-06-10' })
    expect(months.bucket).toBe('month')
    expect(months.buckets[0]).toEqual({ from: '2026-03-15', to: '2026-03-31', label: 'March' })
    expect(months.buckets.at(-1)).toEqual({ from: '2026-06-01', to: '2026-06-10', label: 'June' })
    const long = resolved({ period: 'Custom Range', from: '2022-01-01', to: '2026-12-31' })
    expect(long.bucket).toBe('quarter')
    expect(long.buckets).toHaveLength(20)
    expect(long.buckets[0].label).toBe('1st Quarter 2022')
  })

  it('refuses a reversed, unbounded or over five years range, and a bad year or month, with words', () => {
    expect(resolvePeriod({ period: 'Custom Range', from: '2026-03-02', to: '2026-03-01' }, TODAY)).toEqual({ ok: false, field: 'to', message: reportPeriodMessages.reversed })
    expect(resolvePeriod({ period: 'Custom Range', from: '2026-03-02' }, TODAY)).toEqual({ ok: false, field: 'to', message: reportPeriodMessages.unbounded })
    expect(resolvePeriod({ period: 'Custom Range', to: '2026-03-02' }, TODAY)).toEqual({ ok: false, field: 'from', message: reportPeriodMessages.unbounded })
    expect(resolvePeriod({ period: 'Custom Range', from: '2021-01-01', to: '2026-01-01' }, TODAY)).toEqual({ ok: false, field: 'to', message: 'A range can cover at most 5 years' })
    expect(resolvePeriod({ period: 'Custom Range', from: '2026-02-30', to: '2026-03-01' }, TODAY)).toMatchObject({ ok: false, field: 'from', message: reportPeriodMessages.date })
    expect(resolvePeriod({ period: 'Monthly', year: 1999 }, TODAY)).toMatchObject({ ok: false, field: 'year' })
    expect(resolvePeriod({ period: 'Daily', month: 13 }, TODAY)).toMatchObject({ ok: false, field: 'month' })
    expect(resolvePeriod({ period: 'Weekly' as never }, TODAY)).toMatchObject({ ok: false, field: 'period' })
  })

  it('five whole years are allowed, from a leap day too', () => {
    expect(rangeProblem('2021-01-01', '2025-12-31')).toBeNull()
    expect(rangeProblem('2024-02-29', '2029-02-28')).toBeNull()
    expect(rangeProblem('2024-02-29', '2029-03-01')).toMatchObject({ field: 'to' })
  })
})

describe('activityRange and ratePercent', () => {
  it('the last N days end today, both ends counted', () => {
    expect(activityRange('Last 7 Days', TODAY)).toEqual({ from: '2026-11-22', to: '2026-11-28' })
    expect(activityRange(null, TODAY)).toBeNull()
  })
  it('a rate has one decimal and is null when nothing was due', () => {
    expect(ratePercent(2, 3)).toBe(66.7)
    expect(ratePercent(0, 0)).toBeNull()
  })
})

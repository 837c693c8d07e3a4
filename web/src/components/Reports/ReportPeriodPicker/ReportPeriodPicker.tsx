// The period of an aggregate report: Daily (a month), Monthly, Quarterly (a year), Annual (five
// years ending with a year) or Custom Range (from..to). Generic: value and onChange carry a
// PeriodChoice (common/reportPeriods.ts); the picker resolves it by the same rules as the server,
// shows what it covers, and says why a range is refused before it is sent.
import { useId, useState } from 'react'
import { ANNUAL_YEARS, FIRST_REPORT_YEAR, MONTH_NAMES, REPORT_PERIODS, resolvePeriod, type PeriodChoice, type ReportPeriod } from '@common/reportPeriods'
import { Button } from '@/components/ui/Button/Button'
import { controlClass, SelectOptions } from '@/components/ui/Form/controls'
import { manilaToday } from './periodQuery'

export type ReportPeriodPickerProps = {
  value: PeriodChoice
  onChange: (choice: PeriodChoice) => void
  /** Manila's today ('YYYY-MM-DD'), for the defaults; now when omitted. */
  today?: string
  /** How many years back the year menu offers (from this year). */
  years?: number
}

const LABEL = 'mb-1 block text-xs font-medium text-slate-600'

export function ReportPeriodPicker({ value, onChange, today = manilaToday(), years = 10 }: ReportPeriodPickerProps) {
  const id = useId()
  const thisYear = Number(today.slice(0, 4))
  const year = value.year ?? thisYear
  const month = value.month ?? Number(today.slice(5, 7))
  // A custom range is typed into a draft and applied together, so half a range is never sent.
  const [draft, setDraft] = useState({ from: value.from ?? '', to: value.to ?? '' })
  const draftResult = resolvePeriod({ period: 'Custom Range', from: draft.from || null, to: draft.to || null }, today)
  const resolved = resolvePeriod(value, today)
  const yearOptions = Array.from({ length: years }, (_, index) => thisYear - index)
    .filter((y) => y >= FIRST_REPORT_YEAR)
    .map((y) => ({ value: y, label: value.period === 'Annual' ? `${y - ANNUAL_YEARS + 1} to ${y}` : String(y) }))

  const choose = (period: ReportPeriod) => {
    if (period === 'Custom Range') {
      const from = value.from ?? (resolved.ok ? resolved.value.from : today)
      const to = value.to ?? (resolved.ok ? resolved.value.to : today)
      setDraft({ from, to })
      onChange({ period, from, to })
    } else onChange({ period, year: value.year ?? null, month: period === 'Daily' ? (value.month ?? null) : null })
  }

  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Report period">
      <div>
        <label htmlFor={`${id}-period`} className={LABEL}>
          Period
        </label>
        <select id={`${id}-period`} className={controlClass(false)} value={value.period} onChange={(event) => choose(event.target.value as ReportPeriod)}>
          <SelectOptions options={REPORT_PERIODS.map((period) => ({ value: period, label: period }))} />
        </select>
      </div>
      {value.period === 'Daily' && (
        <div>
          <label htmlFor={`${id}-month`} className={LABEL}>
            Month
          </label>
          <select id={`${id}-month`} className={controlClass(false)} value={month} onChange={(event) => onChange({ ...value, year, month: Number(event.target.value) })}>
            <SelectOptions options={MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name }))} />
          </select>
        </div>
      )}
      {value.period !== 'Custom Range' && (
        <div>
          <label htmlFor={`${id}-year`} className={LABEL}>
            {value.period === 'Annual' ? 'Years' : 'Year'}
          </label>
          <select id={`${id}-year`} className={controlClass(false)} value={year} onChange={(event) => onChange({ ...value, year: Number(event.target.value) })}>
            <SelectOptions options={yearOptions} />
          </select>
        </div>
      )}
      {value.period === 'Custom Range' && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (draftResult.ok) onChange({ period: 'Custom Range', from: draft.from, to: draft.to })
          }}
        >
          <div>
            <label htmlFor={`${id}-from`} className={LABEL}>
              From
            </label>
            <input id={`${id}-from`} type="date" className={controlClass(!draftResult.ok && draftResult.field === 'from')} value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={LABEL}>
              To
            </label>
            <input id={`${id}-to`} type="date" className={controlClass(!draftResult.ok && draftResult.field === 'to')} value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
          </div>
          <Button type="submit" variant="secondary" disabled={!draftResult.ok}>
            Apply
          </Button>
        </form>
      )}
      <p className="w-full text-xs text-slate-600" aria-live="polite">
        {value.period === 'Custom Range' && !draftResult.ok ? (
          <span className="text-red-700">{draftResult.message}</span>
        ) : resolved.ok ? (
          `${resolved.value.label}, compared with ${resolved.value.previous.label}`
        ) : (
          <span className="text-red-700">{resolved.message}</span>
        )}
      </p>
    </div>
  )
}

export default ReportPeriodPicker

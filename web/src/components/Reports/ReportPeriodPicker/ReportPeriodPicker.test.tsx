import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { PeriodChoice } from '@common/reportPeriods'
import { paymentReportExportUrl, readPaymentReportSearch } from '../paymentReportSearch'
import { periodParams, readPeriodChoice } from './periodQuery'
import { ReportPeriodPicker } from './ReportPeriodPicker'

function Harness({ onChange }: { onChange: (choice: PeriodChoice) => void }) {
  const [value, setValue] = useState<PeriodChoice>({ period: 'Daily' })
  return (
    <ReportPeriodPicker
      today="2026-03-10"
      value={value}
      onChange={(choice) => {
        setValue(choice)
        onChange(choice)
      }}
    />
  )
}

describe('ReportPeriodPicker', () => {
  it('defaults to this month, switches period, and refuses a reversed range before sending it', async () => {
    const chosen: PeriodChoice[] = []
    render(<Harness onChange={(choice) => chosen.push(choice)} />)
    expect(screen.getByLabelText('Month')).toHaveValue('3')
    expect(screen.getByText('March 2026, compared with February 2026')).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Quarterly')
    expect(chosen.at(-1)).toEqual({ period: 'Quarterly', year: null, month: null })
    expect(screen.getByText('2026, compared with 2025')).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Custom Range')
    expect(chosen.at(-1)).toEqual({ period: 'Custom Range', from: '2026-01-01', to: '2026-12-31' })
    const from = screen.getByLabelText('From')
    await userEvent.clear(from)
    await userEvent.type(from, '2027-01-05')
    expect(screen.getByText('The end date must be on or after the start date')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled()
  })

  it('keeps a choice in the address and reads it back; the export link carries the same filters', () => {
    const choice: PeriodChoice = { period: 'Daily', year: 2026, month: 2 }
    const query = new URLSearchParams(Object.entries(periodParams(choice)).filter(([, v]) => v !== null) as [string, string][]).toString()
    expect(query).toBe('period=Daily&year=2026&month=2')
    expect(readPeriodChoice(query)).toEqual({ period: 'Daily', year: 2026, month: 2, from: null, to: null })
    expect(readPeriodChoice('period=Nonsense').period).toBe('Daily')
    const search = readPaymentReportSearch('period=Quarterly&year=2025&aging=31-60&status=unpaid&platform=GCash&productId=3')
    expect(paymentReportExportUrl('xlsx', search, 'tribe-team-ro')).toBe(
      '/api/payment-report-export?format=xlsx&period=Quarterly&year=2025&productId=3&paymentPlatform=GCash&status=unpaid&agingBucket=31-60&as=tribe-team-ro',
    )
    expect(readPaymentReportSearch('aging=12&status=late')).toMatchObject({ agingBucket: null, status: 'all' })
  })
})

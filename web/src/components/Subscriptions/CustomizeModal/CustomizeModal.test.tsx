import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { CUSTOMIZE_TITLE, CustomizeModal, termChoices } from './CustomizeModal'

const funnel = { id: 'f-annual', name: 'Annual', validityByDays: 30, funnelPaymentTerm: [{ paymentTermId: '3-months' }] }

describe('CustomizeModal', () => {
  it('keeps start day/date and validity days/date in sync and applies the values', async () => {
    const onApply = vi.fn()
    renderWithProviders(<CustomizeModal funnel={funnel} today="2026-11-23" onApply={onApply} onClose={() => {}} />)
    expect(screen.getByRole('dialog', { name: CUSTOMIZE_TITLE })).toBeInTheDocument()
    expect(screen.getByLabelText('Validity Date')).toHaveValue('2026-12-23')
    const startDays = screen.getByLabelText('Start Day')
    await userEvent.clear(startDays)
    await userEvent.type(startDays, '7')
    expect(screen.getByLabelText('Start Date')).toHaveValue('2026-11-30')
    expect(screen.getByLabelText('Validity Date')).toHaveValue('2026-12-30')
    const validity = screen.getByLabelText('Validity (days)')
    await userEvent.clear(validity)
    expect(screen.getByLabelText('Validity Date')).toHaveValue('')
    expect(screen.getByText(/No expiry/)).toBeInTheDocument()
    await userEvent.type(validity, '10')
    expect(screen.getByLabelText('Validity Date')).toHaveValue('2026-12-10')
    await userEvent.selectOptions(screen.getByLabelText('Payment Term'), '3-months')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onApply).toHaveBeenCalledWith({ startByDays: '7', startDate: '2026-11-30', validityByDays: '10', validityDate: '2026-12-10', paymentTerm: '3-months' })
  })

  it('offers one-time first, then the funnel terms', () => {
    expect(termChoices(funnel)).toEqual(['one-time', '3-months'])
    expect(termChoices({ id: 'x', name: 'X', funnelPaymentTerm: null })).toEqual(['one-time'])
  })
})

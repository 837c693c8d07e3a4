import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { ENROL_PRODUCTS } from '@/components/ui/FunnelPicker/FunnelPicker'
import { ENROL_CHOICES, EnrollUserForm } from './EnrollUserForm'

const choices = (levels: { id: number; name: string }[]) => ({
  request: { query: ENROL_CHOICES },
  result: {
    data: {
      enrollmentBatches: [{ __typename: 'EnrollmentBatch', isCurrent: true, batch: { __typename: 'Batch', id: 18, name: 'Batch 18', launchFrom: '2026-11-01', launchTo: '2026-11-30' } }],
      accessLevels: levels.map((level) => ({ __typename: 'AccessLevel', ...level })),
    },
  },
})
const products = (list: { id: number; name: string; funnels: number }[]) => ({
  request: { query: ENROL_PRODUCTS },
  result: {
    data: {
      products: list.map((p) => ({ __typename: 'Product', id: p.id, name: p.name, price: 0, funnels: Array.from({ length: p.funnels }, (_, i) => ({ __typename: 'Funnel', id: `f${i}` })) })),
    },
  },
})
const staff = testUser({ pageAccess: { enrollUser: true }, functionAccess: { 'user_enroll/unenroll': true } })

afterEach(() => vi.unstubAllGlobals())

describe('EnrollUserForm', () => {
  it('needs a batch (not the placeholder) and at least one funnel, asking nothing until then', async () => {
    const confirm = vi.fn(() => false)
    vi.stubGlobal('confirm', confirm)
    renderWithProviders(<EnrollUserForm userId={9} canEnrol />, { user: staff, mocks: [choices([{ id: 1, name: 'affiliate' }]), products([{ id: 3, name: 'VA Bootcamp', funnels: 1 }])] })
    expect(await screen.findByRole('option', { name: 'Please select an option' })).toBeInTheDocument()
    expect(await screen.findByLabelText('Access Levels')).toBeInTheDocument()
    expect(await screen.findByText('There are no selected funnels')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Batch is required')).toBeInTheDocument()
    expect(screen.getAllByText('Please select atleast one funnel!').length).toBeGreaterThan(0)
    await userEvent.selectOptions(screen.getByLabelText(/Batch/), '18')
    expect(screen.queryByText('Batch is required')).not.toBeInTheDocument()
    expect(confirm).not.toHaveBeenCalled()
  })

  it('hides the access levels when there are none and says when no product is available', async () => {
    renderWithProviders(<EnrollUserForm userId={9} canEnrol />, { user: staff, mocks: [choices([]), products([{ id: 3, name: 'Empty product', funnels: 0 }])] })
    expect(await screen.findByText('No available product for the moment')).toBeInTheDocument()
    expect(screen.queryByLabelText('Access Levels')).not.toBeInTheDocument()
  })
})

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { payoutDetailsMessages } from '@common/validation/affiliates'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { PayoutDetailsForm, UPDATE_PAYOUT_DETAILS } from './PayoutDetailsForm'

const saved = {
  request: {
    query: UPDATE_PAYOUT_DETAILS,
    variables: { input: { payoutMethod: 'Bank', payoutAccountName: 'Carlo Reyes', payoutAccountNumber: '001234567890', payoutBankName: 'BDO' } },
  },
  result: {
    data: {
      updateAffiliatePayoutDetails: {
        __typename: 'AffiliateAccount',
        id: 1,
        payoutMethod: 'Bank',
        payoutAccountName: 'Carlo Reyes',
        payoutAccountNumber: '001234567890',
        payoutBankName: 'BDO',
      },
    },
  },
}

describe('PayoutDetailsForm', () => {
  it('asks for a GCash number by default and says what is wrong before sending', async () => {
    renderWithProviders(<PayoutDetailsForm saved={{}} />, { user: testUser(), mocks: [] })
    expect(screen.queryByLabelText(/^Bank/)).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/GCash number/), '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Save payout details' }))
    expect(await screen.findByText(payoutDetailsMessages.gcashNumber)).toBeInTheDocument()
    expect(screen.getByText(payoutDetailsMessages.accountNameRequired)).toBeInTheDocument()
  })

  it('a bank asks for its name and the account number, and saves them as typed, spaces dropped', async () => {
    renderWithProviders(<PayoutDetailsForm saved={{}} />, { user: testUser(), mocks: [saved] })
    await userEvent.selectOptions(screen.getByLabelText(/Pay me by/), 'Bank')
    await userEvent.type(screen.getByLabelText(/Account name/), 'Carlo Reyes')
    await userEvent.type(screen.getByLabelText(/^Bank/), 'BDO')
    await userEvent.type(screen.getByLabelText(/Account number/), '0012 3456 7890')
    await userEvent.click(screen.getByRole('button', { name: 'Save payout details' }))
    expect(await screen.findByText('Payout details saved')).toBeInTheDocument()
  })
})

import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { UploadedFile } from '@common/files'
import { checkoutMessages } from '@common/checkout'
import { renderWithProviders, type RenderWithProvidersOptions } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { SUBMIT_PAYMENT_PROOF } from '../billingOperations'
import { PaymentProofModal, PROOF_MODAL_TITLE } from './PaymentProofModal'

const stored = (file: File): UploadedFile => ({ id: 77, key: 'proofs/77.png', fileName: file.name, contentType: 'image/png', sizeBytes: file.size, category: 'images' })
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' })

function open(mocks: RenderWithProvidersOptions['mocks'] = []) {
  const upload = vi.fn(async (file: File) => stored(file))
  renderWithProviders(<PaymentProofModal scheduleId="101" label="payment of Sat, 11/01/2026" upload={upload} />, { user: testUser(), route: '/account?q=billings', mocks })
  return upload
}

describe('PaymentProofModal', () => {
  it('asks for the file and the platform before sending anything', async () => {
    open()
    await userEvent.click(screen.getByRole('button', { name: /Upload proof/ }))
    const dialog = await screen.findByRole('dialog', { name: PROOF_MODAL_TITLE })
    expect(dialog).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send proof' }))
    expect(await screen.findByText(checkoutMessages.proofFileRequired)).toBeInTheDocument()
    expect(screen.getByText(checkoutMessages.platformRequired)).toBeInTheDocument()
  })

  it('asks what "Other" was, and checks the reference number length', async () => {
    const upload = open()
    await userEvent.click(screen.getByRole('button', { name: /Upload proof/ }))
    await userEvent.upload(await screen.findByLabelText(/Proof of payment/), png())
    await waitFor(() => expect(upload).toHaveBeenCalled())
    expect(screen.queryByLabelText(/How did you pay/)).not.toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText(/Payment platform/), 'Other')
    const other = screen.getByLabelText(/How did you pay/)
    await userEvent.type(screen.getByLabelText(/Reference number/), 'x'.repeat(100))
    await userEvent.click(screen.getByRole('button', { name: 'Send proof' }))
    expect(await screen.findByText(checkoutMessages.platformRequired)).toBeInTheDocument()
    expect(screen.queryByText(checkoutMessages.proofFileRequired)).not.toBeInTheDocument()
    expect(other).toHaveAttribute('aria-invalid', 'true')
  })

  it('sends the uploaded file, the platform typed and the reference, then says so', async () => {
    const submit = vi.fn(() => ({ data: { submitPaymentProof: { __typename: 'PaymentScheduleRef', id: '101' } } }))
    const upload = open([
      { request: { query: SUBMIT_PAYMENT_PROOF, variables: { input: { paymentScheduleId: '101', fileId: 77, paymentPlatform: 'Coins.ph', referenceNumber: 'REF-55' } } }, result: submit },
    ])
    await userEvent.click(screen.getByRole('button', { name: /Upload proof/ }))
    await userEvent.upload(await screen.findByLabelText(/Proof of payment/), png())
    await waitFor(() => expect(upload).toHaveBeenCalled())
    await userEvent.selectOptions(screen.getByLabelText(/Payment platform/), 'Other')
    await userEvent.type(screen.getByLabelText(/How did you pay/), '  Coins.ph ')
    await userEvent.type(screen.getByLabelText(/Reference number/), 'REF-55')
    await userEvent.click(screen.getByRole('button', { name: 'Send proof' }))
    expect(await screen.findByText(checkoutMessages.proofSubmitted)).toBeInTheDocument()
    expect(submit).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

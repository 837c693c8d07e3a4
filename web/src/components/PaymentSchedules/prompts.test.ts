import { describe, expect, it, vi } from 'vitest'
import { APPROVE_INVOICE_PROMPT, APPROVE_PLATFORM_PROMPT, askApproval, askRevokeReason } from './prompts'

describe('approve and revoke prompts', () => {
  it('asks the invoice id then the platform; N/A or blank is no invoice id', () => {
    const ask = vi.fn().mockReturnValueOnce('N/A').mockReturnValueOnce(' GCash ')
    expect(askApproval(ask)).toEqual({ externalInvoiceId: null, paymentPlatform: 'GCash' })
    expect(ask.mock.calls.map((c) => c[0])).toEqual([APPROVE_INVOICE_PROMPT, APPROVE_PLATFORM_PROMPT])
    expect(askApproval(vi.fn().mockReturnValueOnce('INV-7').mockReturnValueOnce('Maya'))).toEqual({ externalInvoiceId: 'INV-7', paymentPlatform: 'Maya' })
  })
  it('aborts when either prompt is cancelled', () => {
    const first = vi.fn().mockReturnValueOnce(null)
    expect(askApproval(first)).toBeNull()
    expect(first).toHaveBeenCalledTimes(1)
    expect(askApproval(vi.fn().mockReturnValueOnce('INV-1').mockReturnValueOnce(null))).toBeNull()
  })
  it('revoking needs a reason; cancelling aborts', () => {
    expect(askRevokeReason(() => ' Bounced ')).toBe('Bounced')
    expect(askRevokeReason(() => null)).toBeNull()
    expect(askRevokeReason(() => '  ')).toBeNull()
  })
})

// The browser prompts of approve and revoke (docs/product.md, "paymentSchedules"): approving asks for the
// external invoice id (N/A if none), then the payment platform; cancelling either aborts.
// Revoking asks for a reason; cancelling aborts. `ask` is window.prompt (injected for tests).

export const APPROVE_INVOICE_PROMPT = 'Enter the external invoice ID (N/A if none)'
export const APPROVE_PLATFORM_PROMPT = 'Enter the payment platform'
export const REVOKE_PROMPT = 'Enter the reason for revoking this payment'

type Ask = (message: string, defaultValue?: string) => string | null

/** The approval's fields, or null when a prompt was cancelled (or the platform left blank). */
export function askApproval(ask: Ask = window.prompt.bind(window)): { externalInvoiceId: string | null; paymentPlatform: string } | null {
  const invoice = ask(APPROVE_INVOICE_PROMPT, 'N/A')
  if (invoice === null) return null
  const platform = ask(APPROVE_PLATFORM_PROMPT)
  if (platform === null || !platform.trim()) return null
  const trimmed = invoice.trim()
  return { externalInvoiceId: trimmed && trimmed.toUpperCase() !== 'N/A' ? trimmed : null, paymentPlatform: platform.trim() }
}

/** The revoke reason, or null when cancelled (or left blank). */
export function askRevokeReason(ask: Ask = window.prompt.bind(window)): string | null {
  const reason = ask(REVOKE_PROMPT)
  if (reason === null || !reason.trim()) return null
  return reason.trim()
}

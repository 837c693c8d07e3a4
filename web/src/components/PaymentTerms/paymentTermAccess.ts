// Who may do what on the payment term pages (docs/permissions.md): "Add Payment Term" needs the
// page newPaymentTerm and the function flag payment-term_create; changing or deleting a payment
// term needs editPaymentTerm. The API refuses the same calls (api/src/graphql/paymentTerms.sdl.ts).
import type { CurrentUser } from '@/auth'
import { isPageAllowed } from '@/lib/pageAccess'

export const canCreatePaymentTerm = (user: CurrentUser | null) =>
  isPageAllowed('newPaymentTerm', user?.pageAccess) && user?.functionAccess?.['payment-term_create'] === true

export const canEditPaymentTerm = (user: CurrentUser | null) => isPageAllowed('editPaymentTerm', user?.pageAccess)

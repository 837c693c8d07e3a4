// A payment term as the API answers it (funnelCount comes from the PaymentTerm field resolver).
import { DEFAULT_PAYMENT_TERM_ID, type paymentTerms } from '../../../../db/schema'
import type { PaymentTerm as GqlPaymentTerm } from '../../types/graphql'

export function toPaymentTerm(row: typeof paymentTerms.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    numberOfPayments: row.numberOfPayments,
    intervalUnit: row.intervalUnit,
    intervalCount: row.intervalCount,
    isDefault: row.id === DEFAULT_PAYMENT_TERM_ID,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as Omit<GqlPaymentTerm, 'funnelCount'> & Pick<GqlPaymentTerm, 'funnelCount'>
}

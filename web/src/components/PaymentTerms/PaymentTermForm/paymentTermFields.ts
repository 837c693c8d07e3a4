// A payment term as PaymentTermForm edits it: the edit page (EditPaymentTerm), its save answer
// (UpdatePaymentTerm), the payment term's page (FindPaymentTerm) and the list rows (FindPaymentTerms)
// all select these; the page and the list add funnelCount and isDefault.
import { gql } from '@apollo/client'

export const PAYMENT_TERM_FIELDS = gql`
  fragment PaymentTermFields on PaymentTerm {
    id
    name
    numberOfPayments
    intervalUnit
    intervalCount
  }
`

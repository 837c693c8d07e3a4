// A payment term as PaymentTermForm edits it: the edit page (EditPaymentTerm), its save answer
// (UpdatePaymentTerm), the payment term's page (FindPaymentTerm) and the list rows
// (FindPaymentTerms) all select these, each adding its own.
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

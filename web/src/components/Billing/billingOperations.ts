// The member's billing operations at /account (docs/product.md, "billing"): pay a schedule row through the payment
// provider, and send a proof of a manual payment. Both refetch the page's data and the dues banner's.
import { gql } from '@apollo/client'

/** What a payment or a proof changes: the account page and the layout's dues banner. */
export const BILLING_REFETCH = ['MyBilling', 'GetDuesAndExpiration']

export const PAY_PAYMENT_SCHEDULE = gql`
  mutation PayPaymentSchedule($id: String!) {
    payPaymentSchedule(id: $id) {
      status
      sessionId
      redirectUrl
    }
  }
`

export const SUBMIT_PAYMENT_PROOF = gql`
  mutation SubmitPaymentProof($input: PaymentProofInput!) {
    submitPaymentProof(input: $input) {
      id
    }
  }
`

// An invoice as the Subscriptions pages hand it to PaymentRecords: the subscription's page
// (FindSubscription, its invoices) and the member's view-subscription page (FindViewSubscription,
// the user's invoice) select these same fields.
import { gql } from '@apollo/client'

export const SUBSCRIPTION_INVOICE_FIELDS = gql`
  fragment SubscriptionInvoiceFields on BillingInvoice {
    id
    subscription {
      id
      expiry
      funnel {
        id
        name
      }
    }
    paymentSchedule {
      id
      price
      scheduleDate
      transactionId
      paymentPlatform
      externalInvoiceId
      remarks
    }
  }
`

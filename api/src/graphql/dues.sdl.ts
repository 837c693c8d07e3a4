// The member's dues banner (docs/product.md, "dues"): what is expiring, expired, due
// or overdue for the signed-in user. The web picks one banner by precedence
// (expired > expiringSoon > overduePayments > upcomingPaymentDue) and shows the first entry of
// that list, so each list is ordered with the entry the banner should name first.
export const schema = /* GraphQL */ `
  type SubscriptionExpiry {
    "The subscription's id."
    id: Int!
    "An instant (ISO 8601); lifetime access is 9999-12-31 and never appears here."
    expiry: DateTime!
  }

  type PaymentDue {
    "The payment schedule's id (a string, as payment schedule ids are in the contract)."
    id: ID!
    "The Manila calendar day it is due, 'YYYY-MM-DD'."
    scheduleDate: Date!
  }

  type DuesAndExpiration {
    "Active subscriptions expiring within the next 7 days (today included), soonest first."
    expiringSoon: [SubscriptionExpiry!]!
    "Expired within the 14-day grace period, latest expiry first; empty while any subscription is active."
    expired: [SubscriptionExpiry!]!
    "Unpaid schedules due today or within the next 6 days (7 days with today), soonest first."
    upcomingPaymentDue: [PaymentDue!]!
    "Unpaid schedules past due by at most 14 days, oldest first."
    overduePayments: [PaymentDue!]!
  }

  type Query {
    "The current user's own dues; never another user's."
    getDuesAndExpiration: DuesAndExpiration! @requireAuth
  }
`

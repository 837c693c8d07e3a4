// Enrolment (docs/product.md, "enrolment"): /enroll-user/{id} (enrollUser) and the
// view-subscription page's Enroll to Funnel and User Subscriptions tabs (manualUserSubscription,
// manualUserUnsubscription). Every one needs the 'user_enroll/unenroll' function flag, runs in one
// transaction and writes who did it to the info log.
export const schema = /* GraphQL */ `
  type EnrolledUser {
    id: Int!
    email: String!
  }

  type SubscribedUser {
    id: Int!
  }

  type UnsubscribedSubscription {
    id: Int!
  }

  input EnrollFunnelDetailInput {
    funnelId: String!
    "Fixed to 'one-time' on the enrol screen."
    paymentTermId: String
  }

  input EnrollUserInput {
    "The user's batch (required)."
    batchId: Int
    "Access levels added to the user (by name); member is always added."
    accessLevelNames: [String!]
    funnelDetails: [EnrollFunnelDetailInput!]!
  }

  "A funnel of a manual subscription (the Customize modal)."
  input ManualFunnelDetailInput {
    "The funnel id."
    id: String!
    "A payment term the funnel offers; default 'one-time'."
    paymentTerm: String
    "Days of access; null = lifetime (no expiry, year 9999)."
    validityByDays: Int
    "Days from today the access starts (negative = in the past); null = today."
    startByDays: Int
  }

  type Mutation {
    """
    Enrols the user: sets their batch, adds the named access levels and member (removing
    non-member), and subscribes them to each funnel on its term (one invoice and schedule rows each).
    """
    enrollUser(id: Int!, input: EnrollUserInput!): EnrolledUser! @requireAccess(function: "user_enroll/unenroll")
    "Subscribes the user to each funnel with its term, validity and start (the Customize modal)."
    manualUserSubscription(id: Int!, funnelDetails: [ManualFunnelDetailInput!]!): SubscribedUser!
      @requireAccess(function: "user_enroll/unenroll")
    "Unsubscribes (unenrols) the subscription; it stays in the history with unenrolledAt."
    manualUserUnsubscription(subscriptionId: Int!): UnsubscribedSubscription! @requireAccess(function: "user_enroll/unenroll")
  }
`

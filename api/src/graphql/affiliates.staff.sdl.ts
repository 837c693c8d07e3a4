// The affiliate programme's back office (docs/product.md, "affiliates"): /affiliates and
// /affiliates/{id}, under the page flag affiliates: the affiliates with their numbers, their
// status and rates, their leads and commissions, holding or approving a commission early, and
// payouts (prepare, export, mark paid, cancel).
export const schema = /* GraphQL */ `
  "An affiliate as staff see them."
  type AdminAffiliate {
    id: Int!
    userId: Int!
    name: String!
    email: String!
    code: String!
    "active, waiting (for approval) or suspended."
    status: String!
    termsAcceptedAt: DateTime
    createdAt: DateTime!
    clicks: Int!
    leads: Int!
    payingCustomers: Int!
    "Earned and not reversed (paid, approved and pending; negative lines included)."
    earnedCentavos: Int!
    pendingCentavos: Int!
    "Approved and in no payout yet: what the next payout would pay."
    approvedCentavos: Int!
    paidCentavos: Int!
    "Commissions flagged as self-referrals (nothing earned)."
    selfReferrals: Int!
    "The affiliate's own rate: Fixed Amount (commissionCentavos per payment) or Percentage."
    commissionType: String!
    commissionCentavos: Int
    commissionPercent: Int
    payoutMethod: String
    payoutAccountName: String
    payoutAccountNumber: String
    payoutBankName: String
    funnelRates: [AffiliateFunnelRate!]!
  }

  "An affiliate's rate for one funnel, instead of their own."
  type AffiliateFunnelRate {
    funnelId: String!
    funnelName: String!
    commissionType: String!
    commissionCentavos: Int
    commissionPercent: Int
  }

  type AdminAffiliateList {
    items: [AdminAffiliate!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A lead as staff see it: the whole e-mail and mobile number."
  type AdminAffiliateLead {
    id: Int!
    name: String
    email: String
    mobileNumber: String
    userId: Int
    funnelName: String
    "lead, signed up, paid or overdue."
    stage: String!
    landingUrl: String
    createdAt: DateTime!
  }

  type AdminAffiliateLeadList {
    items: [AdminAffiliateLead!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A commission as staff see it."
  type AdminCommission {
    id: Int!
    affiliateId: Int!
    paymentScheduleId: String!
    funnelName: String
    buyerId: Int!
    buyerName: String
    paymentCentavos: Int!
    amountCentavos: Int!
    status: String!
    holdUntil: DateTime
    "Staff held it: it stays pending until staff approve it."
    heldAt: DateTime
    approvedAt: DateTime
    reversedAt: DateTime
    reason: String
    isClawback: Boolean!
    selfReferral: Boolean!
    payoutId: Int
    createdAt: DateTime!
  }

  type AdminCommissionList {
    items: [AdminCommission!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A payout: prepared (paidAt null), then paid with a method and reference; a paid payout never changes."
  type AdminPayout {
    id: Int!
    affiliateId: Int!
    affiliateName: String!
    amountCentavos: Int!
    commissionCount: Int!
    periodFrom: Date
    periodTo: Date
    payoutMethod: String
    payoutAccountName: String
    payoutAccountNumber: String
    payoutBankName: String
    method: String
    reference: String
    paidAt: DateTime
    createdAt: DateTime!
  }

  type AdminPayoutList {
    items: [AdminPayout!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  input AffiliateFunnelRateInput {
    funnelId: String!
    commissionType: String!
    commissionCentavos: Int
    commissionPercent: Int
  }

  input AffiliateCommissionInput {
    "Fixed Amount or Percentage."
    commissionType: String!
    "Centavos per approved payment, for Fixed Amount."
    commissionCentavos: Int
    "0..100, for Percentage."
    commissionPercent: Int
    "Per-funnel rates; the list replaces the affiliate's."
    funnelRates: [AffiliateFunnelRateInput!]
  }

  type Query {
    "Affiliates with their numbers. sort: newest (default), oldest, leads, highest commission. status: active, waiting or suspended. search: name, e-mail or code. pageSize 1..100 (10)."
    affiliates(search: String, status: String, sort: String, page: Int, pageSize: Int): AdminAffiliateList! @requireAccess(page: "affiliates")
    "One affiliate, or null."
    adminAffiliate(id: Int!): AdminAffiliate @requireAccess(page: "affiliates")
    "One affiliate's leads, newest first."
    adminAffiliateLeads(affiliateId: Int!, page: Int, pageSize: Int): AdminAffiliateLeadList! @requireAccess(page: "affiliates")
    "Commissions, newest first: one affiliate's, or every affiliate's; status pending, approved, paid or reversed; selfReferral true for the flagged ones."
    adminCommissions(affiliateId: Int, status: String, selfReferral: Boolean, page: Int, pageSize: Int): AdminCommissionList! @requireAccess(page: "affiliates")
    "Payouts, newest first: one affiliate's or all; paid false for those still being prepared."
    affiliatePayouts(affiliateId: Int, paid: Boolean, page: Int, pageSize: Int): AdminPayoutList! @requireAccess(page: "affiliates")
  }

  type Mutation {
    "Approves a waiting affiliate, suspends one (their links stop attributing, nothing new is earned, money earned is kept) or reactivates one."
    setAffiliateStatus(id: Int!, status: String!): AdminAffiliate! @requireAccess(page: "affiliates")
    "The affiliate's own rate and per-funnel rates; future commissions only."
    updateAffiliateCommission(id: Int!, input: AffiliateCommissionInput!): AdminAffiliate! @requireAccess(page: "affiliates")
    "Keeps a pending commission pending past its hold, until staff approve it."
    holdCommission(id: Int!): AdminCommission! @requireAccess(page: "affiliates")
    "Approves a pending commission now (before its hold ends, or after staff held it)."
    approveCommission(id: Int!): AdminCommission! @requireAccess(page: "affiliates")
    "Prepares a payout for each affiliate with payout details whose approved commission up to periodTo (a Manila date) and carried negative lines reach the minimum payout."
    preparePayouts(periodTo: Date!): [AdminPayout!]! @requireAccess(page: "affiliates")
    "Marks a prepared payout paid with the method and reference of the transfer; its commissions become paid."
    markPayoutPaid(id: Int!, method: String!, reference: String!): AdminPayout! @requireAccess(page: "affiliates")
    "Cancels a payout not yet paid: its commissions wait for the next one."
    cancelPayout(id: Int!): Boolean! @requireAccess(page: "affiliates")
  }
`

// The affiliate programme, the affiliate's side (docs/product.md, "affiliates"): joining, the
// terms, links and their clicks, leads, the dashboard, commissions, payout details and payouts;
// and the public catch-all links' targets. Every affiliate operation acts on the caller's own
// affiliate account only, and needs the caller to act as the affiliate level; a member without it
// is refused.
export const schema = /* GraphQL */ `
  "The caller's own affiliate account."
  type AffiliateAccount {
    id: Int!
    "The link code: /{code} is the main link, /{funnelSlug}/{code} a funnel's."
    code: String!
    "True once the affiliate chose their own code (it can be chosen once)."
    codeChosen: Boolean!
    "active, waiting (for staff approval) or suspended."
    status: String!
    "When the affiliate accepted the programme terms (null until then)."
    termsAcceptedAt: DateTime
    "Fixed Amount or Percentage."
    commissionType: String!
    commissionCentavos: Int
    commissionPercent: Int
    "GCash or Bank, once payout details are saved."
    payoutMethod: String
    payoutAccountName: String
    payoutAccountNumber: String
    payoutBankName: String
  }

  "The programme terms and whether the caller accepted them."
  type AffiliateTermsText {
    "Plain text; a blank line starts a new paragraph."
    text: String!
    acceptedAt: DateTime
  }

  "One of the affiliate's links: the main link or one per open funnel."
  type AffiliateLink {
    "Null for the main link."
    funnelId: String
    "The funnel's name, or Main link."
    name: String!
    "The path to share, such as /tribe-membership/carlo (the page adds the site's address)."
    path: String!
    "Visits, one per visitor per day."
    clicks: Int!
    leads: Int!
  }

  "A person the affiliate's links brought. The e-mail is masked: the affiliate needs to recognise a lead, not to contact them."
  type AffiliateLead {
    id: Int!
    "The name the lead gave (first and last name of the account once they signed up)."
    name: String
    "ma***@gmail.com"
    maskedEmail: String
    "The funnel whose link they came through (null: the main link)."
    funnelName: String
    "lead, signed up, paid or overdue."
    stage: String!
    createdAt: DateTime!
  }

  type AffiliateLeadList {
    items: [AffiliateLead!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "One Manila day of the dashboard's chart."
  type AffiliateDay {
    day: Date!
    clicks: Int!
    leads: Int!
  }

  "The affiliate's numbers over the last N days (7, 15 or 30), today included."
  type AffiliateDashboard {
    days: Int!
    clicks: Int!
    leads: Int!
    "People their links brought who paid at least once in the period."
    payingCustomers: Int!
    "Commission earned in the period, by its status now."
    commission: AffiliateBalance!
    daily: [AffiliateDay!]!
  }

  "Commission money by status, in centavos. approved is what the next payout may pay (negative lines of paid commissions taken back included)."
  type AffiliateBalance {
    pendingCentavos: Int!
    approvedCentavos: Int!
    paidCentavos: Int!
    reversedCentavos: Int!
  }

  "One commission: what an approved payment earned, or a negative line taking back a paid one."
  type AffiliateCommission {
    id: Int!
    "The funnel the payment was for."
    funnelName: String
    "The buyer's name."
    buyerName: String
    "The payment it came from: its due date and amount."
    paymentDate: Date!
    paymentCentavos: Int!
    amountCentavos: Int!
    "pending, approved, paid or reversed."
    status: String!
    "Pending until then (the hold)."
    holdUntil: DateTime
    "Why it was reversed or earns nothing (a revoked payment, a self-referral)."
    reason: String
    "True for a negative line that takes back a paid commission."
    isClawback: Boolean!
    createdAt: DateTime!
  }

  type AffiliateCommissionList {
    items: [AffiliateCommission!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A payout to the affiliate: prepared, then paid."
  type AffiliatePayout {
    id: Int!
    amountCentavos: Int!
    periodFrom: Date
    periodTo: Date
    method: String
    reference: String
    paidAt: DateTime
    createdAt: DateTime!
  }

  "The payout page: what the next payout is expected to pay, the minimum, and the history."
  type AffiliatePayoutSummary {
    "Approved commission not yet in a payout."
    nextPayoutCentavos: Int!
    minimumPayoutCentavos: Int!
    "False until payout details are saved: no payout is prepared without them."
    hasPayoutDetails: Boolean!
    payouts: [AffiliatePayout!]!
  }

  input AffiliatePayoutDetailsInput {
    "GCash or Bank."
    payoutMethod: String!
    payoutAccountName: String!
    "The GCash mobile number (09XXXXXXXXX), or the bank account number."
    payoutAccountNumber: String!
    "The bank, for Bank."
    payoutBankName: String
  }

  "Where a public catch-all link leads."
  type AffiliateLinkTarget {
    "funnel: a funnel's own page; affiliate: an affiliate's link."
    kind: String!
    "The funnel shown (the main offer's for an affiliate's main link), when there is one."
    funnelId: String
    "Where the visitor goes now: the funnel's checkout, or the main offer's path."
    path: String!
  }

  type Query {
    "The caller's affiliate account, or null when they have none."
    myAffiliate: AffiliateAccount @requireAuth
    "The programme terms (any signed-in user: members read them before and right after joining)."
    affiliateTerms: AffiliateTermsText! @requireAuth
    "The main link and one link per open funnel, with clicks and leads."
    affiliateLinks: [AffiliateLink!]! @requireAuth(roles: ["affiliate"])
    "The caller's leads, newest first. page is 1-based; pageSize 1..100 (10)."
    affiliateLeads(page: Int, pageSize: Int): AffiliateLeadList! @requireAuth(roles: ["affiliate"])
    "Clicks, leads and paying customers over the last days (7, 15 or 30; default 7), and a day-by-day chart."
    affiliateDashboard(days: Int): AffiliateDashboard! @requireAuth(roles: ["affiliate"])
    "The caller's commissions, newest first; status filters pending, approved, paid or reversed. page is 1-based; pageSize 1..100 (10)."
    affiliateCommissions(status: String, page: Int, pageSize: Int): AffiliateCommissionList! @requireAuth(roles: ["affiliate"])
    "All the caller's commission money by status."
    affiliateBalance: AffiliateBalance! @requireAuth(roles: ["affiliate"])
    "The next payout, the minimum payout and the caller's payouts, newest first."
    affiliatePayoutSummary: AffiliatePayoutSummary! @requireAuth(roles: ["affiliate"])
    "/{slug} and /{slug}/{code}: a funnel's page or an affiliate's link; null when neither exists (the page says not found). The visit itself is counted by the server when the page loads."
    affiliateLinkTarget(slug: String!, code: String): AffiliateLinkTarget @skipAuth
  }

  type Mutation {
    "Become an Affiliate: a member (enable-affiliate on) gets the affiliate level and an account, active at once or waiting for approval (affiliate-approval)."
    becomeAffiliate: AffiliateAccount! @requireAuth(roles: ["member"])
    "Accepts the programme terms (sets affiliateTimestamp): the affiliate menu opens."
    acceptAffiliateTerms: AffiliateAccount! @requireAuth(roles: ["affiliate"])
    "Chooses the link code, once: letters, digits and dashes, not taken by a funnel, another affiliate, a redirect rule or the app."
    chooseAffiliateCode(code: String!): AffiliateAccount! @requireAuth(roles: ["affiliate"])
    "Saves where the affiliate is paid: GCash (a mobile number) or a bank account."
    updateAffiliatePayoutDetails(input: AffiliatePayoutDetailsInput!): AffiliateAccount! @requireAuth(roles: ["affiliate"])
  }
`

// The affiliate programme, the affiliate's side (docs/product.md, "affiliates"): joining, the
// terms, links and their clicks, leads and the dashboard; and the public catch-all links'
// targets. Every affiliate operation acts on the caller's own affiliate account only, and needs
// the caller to act as the affiliate level; a member without it is refused.
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
    daily: [AffiliateDay!]!
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
  }
`

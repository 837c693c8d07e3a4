// The affiliate's side of the programme (graphql/affiliates.sdl.ts): its resolvers, one file per
// part; the back office's are staff.ts.
export { acceptAffiliateTerms, affiliateTerms, becomeAffiliate, chooseAffiliateCode, myAffiliate } from './joining'
export { affiliateLinks, affiliateLinkTarget } from './links'
export { affiliateLeads } from './leads'
export { affiliateDashboard } from './dashboard'
export { affiliateBalance, affiliateCommissions, affiliatePayoutSummary, updateAffiliatePayoutDetails } from './earnings'

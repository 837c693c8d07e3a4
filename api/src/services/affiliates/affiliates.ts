// The affiliate programme's resolvers (graphql/affiliates.sdl.ts), one file per part.
export { acceptAffiliateTerms, affiliateTerms, becomeAffiliate, chooseAffiliateCode, myAffiliate } from './joining'
export { affiliateLinks, affiliateLinkTarget } from './links'
export { affiliateLeads } from './leads'
export { affiliateDashboard } from './dashboard'

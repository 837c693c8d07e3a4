// The back office of the programme (graphql/affiliates.staff.sdl.ts; page flag affiliates): its
// resolvers, one file per part.
export { adminAffiliate, adminAffiliateLeads, affiliatesList as affiliates, setAffiliateStatus, updateAffiliateCommission } from './staffAffiliates'
export { adminCommissions, approveCommission, holdCommission } from './staffCommissions'
export { affiliatePayouts, cancelPayout, markPayoutPaid, preparePayouts } from './payouts'

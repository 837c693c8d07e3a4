// Business constants of dues and renewals (spec part 1 sections 4 and 8).

/** Days of access kept after an expiry or a missed payment; the banners name the last such day. */
export const GRACE_PERIOD_DAYS = 14

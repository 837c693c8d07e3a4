// Business constants of dues and renewals (docs/product.md, "dues").

/** Days of access kept after an expiry or a missed payment; the banners name the last such day. */
export const GRACE_PERIOD_DAYS = 14

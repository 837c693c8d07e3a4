// The affiliate programme's shared rules (docs/product.md, "affiliates"): the settings it reads,
// the link code's shape, the attribution cookie and the words both sides show.

/** Settings (default scope) the programme reads; each has a seeded row staff can edit. */
export const AFFILIATE_SETTINGS = {
  /** 'true' shows Become an Affiliate to members (the spec's switch). */
  enable: 'enable-affiliate',
  /** 'true' makes new affiliates wait for staff approval; otherwise they are approved at once. */
  approval: 'affiliate-approval',
  /** Days a click keeps attributing a signup (the attribution cookie's life). */
  cookieDays: 'affiliate-cookie-days',
  /** Where an affiliate's main link (/{code}) leads: a path on this site. */
  mainOffer: 'affiliate-main-offer',
  /** The programme terms shown at /affiliate/terms. */
  terms: 'affiliate-terms',
  /** A new affiliate's commission, percent of each approved payment. */
  defaultPercent: 'affiliate-default-percent',
  /** Days a commission stays pending (the refund window) before the daily release approves it. */
  holdDays: 'affiliate-hold-days',
  /** Months from the buyer's signup during which their payments (renewals too) earn commission. */
  renewalMonths: 'affiliate-renewal-months',
  /** The smallest payout, in pesos: approved commission below it waits for the next period. */
  minimumPayout: 'affiliate-minimum-payout',
} as const

export const DEFAULT_ATTRIBUTION_DAYS = 30
export const DEFAULT_MAIN_OFFER = '/tribe-membership'
export const DEFAULT_COMMISSION_PERCENT = 20
export const DEFAULT_HOLD_DAYS = 30
export const DEFAULT_RENEWAL_MONTHS = 12
export const DEFAULT_MINIMUM_PAYOUT_PESOS = 500

/** The first-party cookie naming the visitor (a random id); the server keeps the clicks. */
export const ATTRIBUTION_COOKIE = 'tribe_ref'

export const AFFILIATE_CODE_MIN = 3
export const AFFILIATE_CODE_MAX = 40
/** Lower-case letters, digits and single dashes inside (what a link shows). */
const CODE_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const affiliateMessages = {
  notEnabled: 'The affiliate programme is not open right now',
  onlyMembers: 'Only members can become affiliates',
  alreadyAffiliate: 'You are already an affiliate',
  notAffiliate: 'You are not an affiliate',
  termsFirst: 'Accept the affiliate terms first',
  codeRequired: 'Enter a link code',
  codeLength: `A link code has ${AFFILIATE_CODE_MIN} to ${AFFILIATE_CODE_MAX} characters`,
  codeShape: 'Use letters, digits and dashes only (no spaces, no dash at either end)',
  codeTaken: 'Another affiliate already uses this code',
  codeFunnel: 'A funnel page already uses this address',
  codeRedirect: 'A redirect rule already uses this address',
  codeReserved: 'This address belongs to the app itself',
  codeChosen: 'You have already chosen your link code',
} as const

/** Trimmed and lower-cased, as stored and as links show it. */
export function normalizeAffiliateCode(input: string): string {
  return input.trim().toLowerCase()
}

/** The shape problem of a (normalized) code, or null; collisions are the service's to check. */
export function affiliateCodeProblem(code: string): string | null {
  if (code === '') return affiliateMessages.codeRequired
  if (code.length < AFFILIATE_CODE_MIN || code.length > AFFILIATE_CODE_MAX) return affiliateMessages.codeLength
  if (!CODE_SHAPE.test(code)) return affiliateMessages.codeShape
  return null
}

/** Why a commission was reversed or earned nothing. */
export const COMMISSION_REASONS = {
  selfReferral: 'Self-referral: the buyer is the affiliate',
  revoked: (remarks: string) => `Payment revoked: ${remarks}`,
} as const

/** The words for an affiliate's status. */
export const AFFILIATE_STATUS_LABELS = { active: 'Active', waiting: 'Waiting for approval', suspended: 'Suspended' } as const

/** A lead's stage in the one pipeline the affiliate sees. */
export const LEAD_STAGES = ['lead', 'signed up', 'paid', 'overdue'] as const
export type LeadStage = (typeof LEAD_STAGES)[number]

/** 'maria.santos@gmail.com' -> 'ma***@gmail.com': enough to recognise, not to contact. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`
}

// The first path segments the app itself uses (/login, /courses/..., /api, /assets). The public
// catch-all links /{slug} and /{slug}/{code} (docs/product.md, "affiliates") may never take one, so
// an affiliate's link code (and anything else that lives at /{slug}) is checked against this list.
// web/src/appPaths.test.ts fails when a route's first segment is missing here, so a new page
// cannot be shadowed by a code chosen before it existed. `yarn rw gen` (and `g page`, `g scaffold`)
// adds the first segment of every route in the table to its group here; the last group is reserved
// by hand for pages not built yet.

export const APP_PATH_SEGMENTS = [
  // the server's own
  'api', 'assets', '__e2e',
  // the routes of web/src/routeTable.ts
  'access-levels', 'account', 'accountability-buddies', 'accountability-groups', 'accountability-team-lead-selection',
  'admin-accountability-group', 'batches', 'bonus', 'bug-report', 'challenge-buddies', 'challenge-groups', 'changelog',
  'checkout', 'community', 'content', 'coupons', 'courses', 'default-settings', 'enroll-user', 'events',
  'feature-changelog', 'forbidden', 'forgot-password', 'form', 'forms', 'funnels', 'groups', 'jobs', 'lesson',
  'lesson-files', 'lessons', 'login', 'payment', 'payment-terms', 'products', 'profile', 'redirect-rules',
  'reset-password', 'resource-files', 'resources', 'review-move-up', 'set-new-password', 'settings', 'signup',
  'stages', 'sub-group', 'sub-groups', 'subgroups', 'subscriptions', 'success-managers', 'thank-you', 'units',
  'uploadContents', 'view-group', 'view-subscription', 'terms-conditions', 'privacy-policy', 'refund-policy',
  'free-training', 'free-training-beginner', 'free-training-experienced',
  // the marketing pages (common/landingPages.ts MARKETING_PATHS) and their list in the back office
  'fts', 'samplepackages', 'challenge', 'enroll', 'va', 'free-lessons', '12-day-challenge', 'getstarted', 'freedom',
  'freelancing', 'xmas', 'training', 'anniv', 'fast-track', 'fast', 'marketing-pages',
  // planned: the affiliate area, reports, the front door's workshop pages
  'affiliate', 'affiliates', 'retention', 'report', 'reports', 'live-workshop', 'workshop',
  'report-summary', 'community-report', 'payment-report', 'student-payment-details', 'info-logs-report',
] as const

/** True when `segment` (compared without case) is a first path segment of the app. */
export function isAppPathSegment(segment: string): boolean {
  const lower = segment.toLowerCase()
  return APP_PATH_SEGMENTS.some((reserved) => reserved.toLowerCase() === lower)
}

// The marketing pages' first documents (docs/product.md, "Landing pages"), one per fixed path
// (common/landingPages.ts MARKETING_PATHS): what migration 0026 inserted as each page's draft and its
// published version 1, and what the public page shows when a path's row is missing (a database
// migrated before 0026's rows, or a test's). marketingDefaults.test.ts checks each passes the block
// schemas and that the migration holds exactly these. Staff change them in the builder
// (/marketing-pages); a Price block names a funnel id, so none is seeded: staff add them.
import type { LandingDocument, MarketingPath } from '../../../../common/landingPages'
import { LEARNING_PAGES } from './marketingLearningPages'
import { OFFER_PAGES } from './marketingOfferPages'

/** The marketing pages' names in the back office, by path. */
export const MARKETING_PAGE_NAMES: Record<MarketingPath, string> = {
  '/lessons': 'Lessons',
  '/fts': 'Free Training Series',
  '/samplepackages': 'Sample Packages',
  '/challenge': 'Challenge',
  '/enroll': 'Enroll',
  '/va': 'Virtual Assistant Careers',
  '/free-lessons': 'Free Lessons',
  '/12-day-challenge': '12-Day Challenge',
  '/getstarted': 'Get Started',
  '/freedom': 'Freedom',
  '/freelancing': 'Freelancing',
  '/xmas': 'Christmas Promo',
  '/training': 'Training',
  '/anniv': 'Anniversary Promo',
  '/fast-track': 'Fast Track',
  '/fast': 'Client Getting Sales',
}

export const MARKETING_DEFAULTS: Record<MarketingPath, LandingDocument> = { ...LEARNING_PAGES, ...OFFER_PAGES }

// What a landing page's blocks need from the server (common/landingPages.ts LandingContent), built by
// one function for the public page and the builder's preview, so the canvas shows what visitors see:
//   - offers: each Price block's funnel (its own, or the page's funnel when it names none), from the
//     checkout's own offer (checkout/quote.ts loadOffers), keyed by funnel id, with what is due now
//     on each term as the checkout quote computes it (firstInstalment);
//   - videos: each Video block's player, keyed by block id;
//   - workshops: each WorkshopSchedule block's track, as the free-training pages show it.
// At most two statements per page whatever its blocks: the offers together, the workshop settings
// once (each only when the page has such blocks).
import type { LandingContent, LandingDocument, LandingOffer, LandingVideo } from '../../../../common/landingPages'
import type { Workshop } from '../../../../common/publicPages'
import type { TrainingTrack } from '../../../../common/validation/training'
import type { Executor } from '../../lib/db'
import { checkoutPath } from '../checkout/checkout'
import { firstInstalment, loadOffers, type CheckoutOffer } from '../checkout/quote'
import { workshopOf } from '../publicPages/training'
import { readWorkshopSettings } from '../training/workshop'
import { landingVideo } from './checkDocument'

/** Where a Price block's button leads: the funnel's checkout, or the closed page. */
export const CLOSED_CHECKOUT_PATH = '/checkout/closed'

/** A funnel's offer as a Price block shows it. */
export function toLandingOffer(offer: CheckoutOffer): LandingOffer {
  return {
    funnelId: offer.funnelId,
    funnelName: offer.funnelName,
    productName: offer.productName,
    isOpen: offer.isOpen,
    checkoutPath: offer.isOpen ? checkoutPath(offer.funnelId, null, null) : CLOSED_CHECKOUT_PATH,
    terms: offer.terms.map((term) => ({ ...term, dueNow: firstInstalment(term.total, term.numberOfPayments) })),
  }
}

export type LandingPageFacts = {
  /** 0 for a document not saved (the preview). */
  pageId: number
  funnelId: string | null
  closed: boolean
  document: LandingDocument
}

/** The page's content as the public page answers it (and the preview shows it), as of `now`. */
export async function landingContent(executor: Executor, page: LandingPageFacts, now: Date = new Date()): Promise<LandingContent> {
  const funnelIds = new Set<string>()
  const tracks = new Set<TrainingTrack>()
  const videos: Record<string, LandingVideo | null> = {}
  for (const block of page.document.content) {
    if (block.type === 'Price') {
      const funnelId = block.props.funnelId || page.funnelId
      if (funnelId) funnelIds.add(funnelId)
    } else if (block.type === 'WorkshopSchedule') tracks.add(block.props.track)
    else if (block.type === 'Video') videos[block.props.id] = landingVideo(block.props.url)
  }
  const [offers, settings] = await Promise.all([loadOffers(executor, [...funnelIds]), tracks.size ? readWorkshopSettings(executor) : null])
  const workshops: Partial<Record<TrainingTrack, Workshop | null>> = {}
  if (settings) for (const track of tracks) workshops[track] = workshopOf(track, settings, now)
  return {
    kind: 'landing',
    pageId: page.pageId,
    funnelId: page.funnelId,
    closed: page.closed,
    document: page.document,
    offers: Object.fromEntries([...offers.values()].map((offer) => [offer.funnelId, toLandingOffer(offer)])),
    videos,
    workshops,
  }
}

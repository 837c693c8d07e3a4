// A funnel's public page (publicLanding.ts funnelPublicPage: the page, its offers, its workshop
// dates), kept per path by each API process while the change feed of what it shows is trusted
// (PostgreSQL: migration 0033's NOTIFY on funnels, products, landing pages and their versions,
// payment terms and settings; lib/changeFeed.ts). A crowd following one shared link then loads a page
// read and assembled once, and a click on an affiliate's link stays its own one statement
// (affiliates/visits.ts). Dropped on every change of those tables, and after PAGE_TTL_MS anyway: a
// page's workshop schedule moves with the clock. On the embedded database (no reliable feed) every
// load reads it afresh, as before.
import { PUBLIC_PAGES_CHANNEL, serverFeed } from '../../lib/changeFeed'
import { funnelPublicPage } from './publicLanding'

const PAGE_TTL_MS = 10_000
/** Paths kept at most (the oldest goes first): every affiliate's link to a funnel is a path of its own. */
const MAX_PAGES = 1_000

type FunnelPage = Awaited<ReturnType<typeof funnelPublicPage>>

/** The change feed, while a server runs one (watchPublicPages). */
const feed = serverFeed(PUBLIC_PAGES_CHANNEL, () => forgetPublicPages())
/** Moves on every change the feed reports: a page read before a change is not kept after it. */
let generation = 0
const pages = new Map<string, { at: number; page: FunnelPage }>()

export function forgetPublicPages() {
  generation += 1
  pages.clear()
}

/** funnelPublicPage(slug, path), from this process's copy when the feed vouches for it. Never mutate the answer: it is shared. */
export async function cachedFunnelPublicPage(slug: string, path: string): Promise<FunnelPage> {
  const key = `${slug}\n${path}`
  const trusted = feed.trusted()
  const kept = trusted ? pages.get(key) : undefined
  if (kept && Date.now() - kept.at < PAGE_TTL_MS) return kept.page
  const before = generation
  const at = Date.now()
  const page = await funnelPublicPage(slug, path)
  if (trusted && feed.trusted() && generation === before) {
    pages.delete(key)
    if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!)
    pages.set(key, { at, page })
  }
  return page
}

/** Starts the change feed for this process and stops it when the server closes (lib/changeFeed.ts). */
export const watchPublicPages = feed.watch

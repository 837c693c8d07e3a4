// A funnel's public page kept by the process while the database tells it of every change (on
// PostgreSQL), read afresh on every load otherwise (the embedded database, or no feed).
import { and, eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { describe, expect, inject } from 'vitest'
import type { LandingContent } from '../../../../common/landingPages'
import { funnelPaymentTerms, funnels, landingPages, landingPageVersions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { countStatements } from '../../lib/statementCounter'
import { scenario } from '../../test/scenario'
import { publicPageFor } from '../publicPages/publicPages'
import { watchPublicPages } from './landingPageCache'
import { doc, hero, landingWorld, price, publishedPage } from './landingPages.scenarios'

/** What a visitor of /annual/carlo is shown: the title, the first block's heading, the one-time offer's price. */
async function shown() {
  const page = await publicPageFor('/annual/carlo')
  const content = page?.content as LandingContent
  const offer = Object.values(content.offers)[0]
  return { title: page?.title, heading: (content.document.content[0].props as { heading: string }).heading, price: offer?.terms.find((term) => term.id === 'one-time')?.total }
}

const statementsOf = async (work: () => Promise<unknown>) => (await countStatements(work)).count

/** A server's change feed for the test's length (watchPublicPages, as server.ts starts it). */
async function withFeed(work: () => Promise<void>) {
  const app = Fastify()
  watchPublicPages(app)
  try {
    await work()
  } finally {
    await app.close()
  }
}

describe('a funnel page kept while the change feed is up', () => {
  const soon = (check: () => Promise<unknown>) => expect.poll(check, { timeout: 5000, interval: 20 })

  scenario('on PostgreSQL: read once, and read again after a change to the funnel, its offer or its page', landingWorld, async (world) => {
    if (inject('databaseKind') !== 'postgresql') return
    const page = await publishedPage({ funnelId: world.annual.id }, doc([hero('Annual access'), price('')]))
    await withFeed(async () => {
      // Kept once the feed LISTENs: a second load sends nothing.
      await soon(async () => {
        await publicPageFor('/annual/carlo')
        return statementsOf(() => publicPageFor('/annual/carlo'))
      }).toBe(0)
      const before = await shown()
      expect(before).toMatchObject({ title: 'Annual', heading: 'Annual access', price: expect.any(Number) })

      await db.update(funnels).set({ name: 'Annual Plus' }).where(eq(funnels.id, world.annual.id))
      await soon(async () => (await shown()).title).toBe('Annual Plus')
      await db
        .update(funnelPaymentTerms)
        .set({ totalPriceCentavos: 1_234_500 })
        .where(and(eq(funnelPaymentTerms.funnelId, world.annual.id), eq(funnelPaymentTerms.paymentTermId, 'one-time')))
      await soon(async () => (await shown()).price).not.toBe(before.price)
      const [version] = await db.insert(landingPageVersions).values({ pageId: page.id, version: 2, document: doc([hero('New year, new you'), price('')]) }).returning()
      await db.update(landingPages).set({ publishedVersionId: version.id }).where(eq(landingPages.id, page.id))
      await soon(async () => (await shown()).heading).toBe('New year, new you')
      // And kept again.
      await soon(async () => statementsOf(() => publicPageFor('/annual/carlo'))).toBe(0)
    })
    // Without the feed (the server closed), every load reads the page.
    expect(await statementsOf(() => publicPageFor('/annual/carlo'))).toBeGreaterThan(0)
  })

  scenario('on the embedded database the feed is never trusted: every load reads the page', landingWorld, async (world) => {
    if (inject('databaseKind') === 'postgresql') return
    await publishedPage({ funnelId: world.annual.id }, doc([hero('Annual access'), price('')]))
    await withFeed(async () => {
      await publicPageFor('/annual/carlo')
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(await statementsOf(() => publicPageFor('/annual/carlo'))).toBeGreaterThan(0)
      await db.update(funnels).set({ name: 'Annual Plus' }).where(eq(funnels.id, world.annual.id))
      expect((await shown()).title).toBe('Annual Plus')
    })
  })
})

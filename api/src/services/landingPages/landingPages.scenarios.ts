// The rows the landing-page tests name: the billing shop's funnels (Annual offers 3 months at
// ₱10,000.01, so its first instalment carries the extra centavo), a closed funnel, a funnel of an
// inactive product, staff who build pages, and documents to save.
import { eq } from 'drizzle-orm'
import type { LandingBlock, LandingDocument } from '../../../../common/landingPages'
import { landingPages, landingPageVersions, products, storedFiles } from '../../../../db/schema'
import { db } from '../../lib/db'
import { newStorageKey } from '../../lib/storage'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'
import { billing, insertFunnel } from '../subscriptions/subscriptions.scenarios'

export const hero = (heading: string, id = 'hero-1'): LandingBlock => ({ type: 'Hero', props: { id, heading, subheading: '', imageUrl: '', buttonLabel: '', buttonLink: '' } })
export const price = (funnelId: string, id = 'price-1'): LandingBlock => ({ type: 'Price', props: { id, heading: 'Join now', funnelId, buttonLabel: 'Enroll' } })
export const video = (url: string, id = 'video-1'): LandingBlock => ({ type: 'Video', props: { id, heading: '', url } })
export const doc = (content: LandingBlock[], root = { title: '', description: '' }): LandingDocument => ({ root: { props: root }, content })

/** A page row with `document` published as version 1 (and as its draft). */
export async function publishedPage(values: { funnelId?: string; path?: string; name?: string }, document: LandingDocument) {
  const [page] = await db.insert(landingPages).values({ name: values.name ?? 'Page', funnelId: values.funnelId ?? null, path: values.path ?? null, draft: document }).returning()
  const [version] = await db.insert(landingPageVersions).values({ pageId: page.id, version: 1, document }).returning()
  await db.update(landingPages).set({ publishedVersionId: version.id }).where(eq(landingPages.id, page.id))
  return page
}

/** A stored upload (no object: the checks read the row) of `purpose`, its page address. */
export async function uploadedMedia(uploadedById: number, purpose: string | null = 'page-media') {
  const [file] = await db.insert(storedFiles).values({ key: newStorageKey('intro.mp4'), fileName: 'intro.mp4', contentType: 'video/mp4', sizeBytes: 100, uploadedById, purpose }).returning()
  return `/api/files/uploads/${file.id}`
}

export const landingWorld = async () => {
  const rows = await billing()
  await db.update(products).set({ description: '**Learn** to freelance from home, with [courses](/courses) and a community.' }).where(eq(products.id, rows.product.id))
  const closed = await insertFunnel(rows.product.id, { name: 'Old Offer', priceCentavos: 300_000, isOpen: false })
  const [retired] = await db.insert(products).values({ name: 'Retired', isActive: false }).returning()
  const retiredFunnel = await insertFunnel(retired.id, { name: 'Retired Offer', priceCentavos: 100_000 })
  const builderUser = await createUser({ firstName: 'Ana', lastName: 'Reyes', accessLevels: [{ name: 'page-builder', pageAccess: { funnel: true, funnels: true } }] })
  const builder = await currentUserFor(builderUser.id)
  const unnamedUser = await createUser({ firstName: '', lastName: '', email: 'pages@example.com', accessLevels: [{ name: 'page-builder-2', pageAccess: { funnel: true } }] })
  const unnamed = await currentUserFor(unnamedUser.id)
  return { ...rows, closed, retiredFunnel, builder, builderUser, unnamed }
}

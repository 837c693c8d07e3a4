// Rows the product, funnel, coupon and payment-term tests start from:
// scenario('title', catalog, async ({ admin, membership }) => ...).
import { and, eq } from 'drizzle-orm'
import { coupons, courses, funnelPaymentTerms, funnels, infoLogs, paymentTerms, productCourses, products, subscriptions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

/** Every page flag of the catalog back office. */
export const CATALOG_PAGE_FLAGS = {
  products: true,
  product: true,
  newProduct: true,
  editProduct: true,
  funnels: true,
  funnel: true,
  paymentTerms: true,
  paymentTerm: true,
  newPaymentTerm: true,
  editPaymentTerm: true,
}

async function signedIn(level: string, pageAccess: Record<string, boolean>, functionAccess: Record<string, boolean> = {}) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess, functionAccess }] })
  return currentUserFor(user.id)
}

/** The info-log rows of one kind of change to one row. */
export const logsOf = (action: string, id: number | string) =>
  db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))

type Refusal = { message: string; extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }

/** The error a call was refused with (the test fails when it was not refused). */
export async function refusal(work: () => Promise<unknown>): Promise<Refusal> {
  try {
    await work()
  } catch (error) {
    return error as Refusal
  }
  throw new Error('expected a refusal')
}

/**
 * A small catalog: an admin with every catalog flag and both create functions; an enroller who holds
 * only user_enroll/unenroll; a member with no flag. Terms one-time, 3-months (offered by the annual
 * funnel) and weekly-4 (unused). "Tribe Membership" (active, grants "VA Fundamentals") with the open
 * funnel "Annual" (PHP 14,999) and the closed "Lifetime"; "Old Bootcamp" (inactive, no funnel).
 * A learner holds an active subscription to Annual; the annual funnel has coupon TRIBE500.
 */
export const catalog = async () => {
  const admin = await signedIn('tribe-team-ro', CATALOG_PAGE_FLAGS, { product_create: true, 'payment-term_create': true, 'user_enroll/unenroll': true })
  const enroller = await signedIn('tribe-team-fa', { enrollUser: true }, { 'user_enroll/unenroll': true })
  const member = await signedIn('member', {})
  await db.insert(paymentTerms).values([
    { id: 'one-time', name: 'One-time', numberOfPayments: 1 },
    { id: '3-months', name: '3 monthly payments', numberOfPayments: 3, intervalUnit: 'month', intervalCount: 1 },
    { id: 'weekly-4', name: '4 weekly payments', numberOfPayments: 4, intervalUnit: 'week', intervalCount: 1 },
  ])
  const [course] = await db.insert(courses).values({ name: 'VA Fundamentals' }).returning()
  const [membership] = await db.insert(products).values({ name: 'Tribe Membership', priceCentavos: 1_499_900 }).returning()
  const [bootcamp] = await db.insert(products).values({ name: 'Old Bootcamp', priceCentavos: 500_000, isActive: false }).returning()
  await db.insert(productCourses).values({ productId: membership.id, courseId: course.id })
  const [annual] = await db
    .insert(funnels)
    .values({ productId: membership.id, name: 'Annual', slug: 'annual', priceCentavos: 1_499_900, validityByDays: 365 })
    .returning()
  const [lifetime] = await db
    .insert(funnels)
    .values({ productId: membership.id, name: 'Lifetime', slug: 'lifetime', priceCentavos: 4_999_900, isOpen: false })
    .returning()
  await db.insert(funnelPaymentTerms).values([
    { funnelId: annual.id, paymentTermId: 'one-time' },
    { funnelId: annual.id, paymentTermId: '3-months', totalPriceCentavos: 1_619_700 },
    { funnelId: lifetime.id, paymentTermId: 'one-time' },
  ])
  const [tribe500] = await db.insert(coupons).values({ funnelId: annual.id, code: 'TRIBE500', type: 'fixed', amountCentavos: 50_000, usedCount: 2 }).returning()
  const learner = await createUser()
  await db.insert(subscriptions).values({ userId: learner.id, funnelId: annual.id, paymentTermId: 'one-time', expiry: new Date(Date.now() + 30 * 86_400_000) })
  return { admin, enroller, member, course, membership, bootcamp, annual, lifetime, tribe500, learner }
}

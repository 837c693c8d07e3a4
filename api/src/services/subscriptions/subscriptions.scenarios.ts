// Rows the enrolment, subscription and payment schedule tests start from:
// scenario('title', billing, async ({ admin, buyer, annual }) => ...).
import { funnelPaymentTerms, funnels, paymentTerms, products } from '../../../../db/schema'
import { db } from '../../lib/db'
import { addDays } from '../../lib/time'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'
import { grantSubscription } from './grantSubscription'

/** The billing back office's page flags. */
export const BILLING_PAGE_FLAGS = { enrollUser: true, subscription: true, subscriptions: true, payment: true }

export async function insertTerm(id: string, values: Partial<typeof paymentTerms.$inferInsert> = {}) {
  const [row] = await db.insert(paymentTerms).values({ id, name: id, ...values }).returning()
  return row
}

export async function insertFunnel(productId: number, values: Partial<typeof funnels.$inferInsert> & { name: string }) {
  const [row] = await db
    .insert(funnels)
    .values({ productId, slug: values.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), priceCentavos: 0, ...values })
    .returning()
  return row
}

/** Someone signed in whose access level holds exactly these flags. */
export async function signedIn(level: string, pageAccess: Record<string, boolean>, functionAccess: Record<string, boolean> = {}, email?: string) {
  const user = await createUser({ email, accessLevels: [{ name: level, pageAccess, functionAccess }] })
  return currentUserFor(user.id)
}

/**
 * A small shop: the 'one-time' and '3-months' (3 payments a month apart) terms; product "VA
 * Membership" with funnel "Annual" (₱10,000.00, 365 days, both terms, 3-months at ₱10,000.01 total),
 * "Lifetime" (₱5,000.00, no validity, one-time only) and "Free Trial" (₱0, 7 days); an admin with
 * every billing flag and user_enroll/unenroll, a viewer with the pages but no function, a member
 * with none, and a buyer who is a non-member.
 */
export const billing = async () => {
  const oneTime = await insertTerm('one-time', { name: 'One-time' })
  const threeMonths = await insertTerm('3-months', { name: '3 months', numberOfPayments: 3, intervalUnit: 'month', intervalCount: 1 })
  const [product] = await db.insert(products).values({ name: 'VA Membership', priceCentavos: 1_000_000 }).returning()
  const annual = await insertFunnel(product.id, { name: 'Annual', priceCentavos: 1_000_000, validityByDays: 365 })
  const lifetime = await insertFunnel(product.id, { name: 'Lifetime', priceCentavos: 500_000, validityByDays: null })
  const trial = await insertFunnel(product.id, { name: 'Free Trial', priceCentavos: 0, validityByDays: 7 })
  await db.insert(funnelPaymentTerms).values([
    { funnelId: annual.id, paymentTermId: 'one-time' },
    { funnelId: annual.id, paymentTermId: '3-months', totalPriceCentavos: 1_000_001 },
    { funnelId: lifetime.id, paymentTermId: 'one-time' },
  ])
  const admin = await signedIn('tribe-team-ro', { ...BILLING_PAGE_FLAGS, user: true, users: true }, { 'user_enroll/unenroll': true })
  const viewer = await signedIn('coach', BILLING_PAGE_FLAGS)
  const member = await signedIn('member', { home: true })
  const buyer = await createUser({ firstName: 'Juan', lastName: 'Dela Cruz', email: 'juan@example.com', accessLevels: ['non-member'] })
  return { oneTime, threeMonths, product, annual, lifetime, trial, admin, viewer, member, buyer }
}

/** billing's rows with a history: the buyer's Annual in 3 payments (the first paid) and their paid
 *  Lifetime, and another member's unpaid Annual that expired: 5 schedule rows, 3 unpaid. */
export const billingHistory = async () => {
  const rows = await billing()
  const grant = (input: Omit<Parameters<typeof grantSubscription>[1], 'actorId' | 'source'>) =>
    db.transaction((tx) => grantSubscription(tx, { ...input, actorId: rows.admin.id, source: 'manual' }))
  const annual = await grant({ userId: rows.buyer.id, funnelId: rows.annual.id, paymentTermId: '3-months', paid: { transactionId: 'T-1', paymentPlatform: 'GCash' } })
  const lifetime = await grant({ userId: rows.buyer.id, funnelId: rows.lifetime.id, paymentTermId: 'one-time', paid: { transactionId: 'T-2', paymentPlatform: 'Cash' } })
  const other = await createUser({ firstName: 'Maria', lastName: 'Clara', email: 'maria@example.com' })
  const expired = await grant({ userId: other.id, funnelId: rows.annual.id, paymentTermId: 'one-time', startsAt: addDays(new Date(), -400) })
  return { ...rows, annualSub: annual, lifetimeSub: lifetime, other, expired }
}

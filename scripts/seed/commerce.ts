// What is sold and what was paid: products (with their courses), payment terms, funnels with
// their terms and coupons, then subscriptions with invoices and payment schedules that put the
// cast in every billing situation: active, expiring soon, expired, lifetime, multiple,
// unenrolled; schedules paid, overdue, due today, due tomorrow and due in N days.
// Money is centavos (₱14,999.00 = 1_499_900).
import { inArray } from 'drizzle-orm'
import {
  coupons,
  funnelPaymentTerms,
  funnels,
  invoices,
  LIFETIME_EXPIRY,
  paymentSchedules,
  paymentTerms,
  productCourses,
  products,
  subscriptions,
} from '../../db/schema'
import { type SeedContext, userId } from './context'
import { addDays, insertMissing, manilaAt } from './helpers'

export const PAYMENT_TERMS = [
  { id: 'one-time', name: 'One-time payment', numberOfPayments: 1, intervalUnit: 'month' as const, intervalCount: 1 },
  { id: 'monthly-3', name: '3 monthly payments', numberOfPayments: 3, intervalUnit: 'month' as const, intervalCount: 1 },
  { id: 'monthly-6', name: '6 monthly payments', numberOfPayments: 6, intervalUnit: 'month' as const, intervalCount: 1 },
  { id: 'monthly-12', name: '12 monthly payments', numberOfPayments: 12, intervalUnit: 'month' as const, intervalCount: 1 },
  { id: 'biweekly-4', name: '4 payments every 2 weeks', numberOfPayments: 4, intervalUnit: 'week' as const, intervalCount: 2 },
]

const PRODUCTS = [
  { name: 'Tribe Membership', description: 'A year in the Tribe: stages, coaching calls, courses, events and resources.', priceCentavos: 1_499_900, courses: ['setting-up-for-success', 'virtual-assistant-fundamentals', 'freelancing-platforms', 'social-media-management', 'bookkeeping-quickbooks'] },
  { name: 'VA Bootcamp', description: 'Six months of hands-on virtual assistant training.', priceCentavos: 499_900, courses: ['setting-up-for-success', 'virtual-assistant-fundamentals'] },
  { name: 'Freelance Starter Kit', description: 'Free templates and a mini-course to start freelancing.', priceCentavos: 0, courses: ['setting-up-for-success'] },
  { name: 'Social Media Manager Certification', description: 'Certification track for social media managers.', priceCentavos: 799_900, courses: ['social-media-management'] },
]

type FunnelSeed = {
  slug: string
  product: string
  name: string
  priceCentavos: number
  validityByDays: number | null
  isOpen?: boolean
  /** term id -> total on that term (null = the funnel price) */
  terms: Record<string, number | null>
}

export const FUNNELS: FunnelSeed[] = [
  { slug: 'tribe-membership', product: 'Tribe Membership', name: 'Tribe Membership – 1 Year', priceCentavos: 1_499_900, validityByDays: 365, terms: { 'one-time': null, 'monthly-3': 1_619_700, 'monthly-6': 1_679_400 } },
  { slug: 'tribe-membership-renewal', product: 'Tribe Membership', name: 'Tribe Membership Renewal – 1 Year', priceCentavos: 999_900, validityByDays: 365, terms: { 'one-time': null, 'monthly-3': 1_079_700 } },
  { slug: 'tribe-lifetime', product: 'Tribe Membership', name: 'Tribe Lifetime Access', priceCentavos: 4_999_900, validityByDays: null, terms: { 'one-time': null, 'monthly-6': 5_399_400, 'monthly-12': 5_758_800 } },
  { slug: 'va-bootcamp', product: 'VA Bootcamp', name: 'VA Bootcamp – 6 Months', priceCentavos: 499_900, validityByDays: 180, terms: { 'one-time': null, 'monthly-3': 539_700, 'biweekly-4': 519_600 } },
  { slug: 'free-starter-kit', product: 'Freelance Starter Kit', name: 'Freelance Starter Kit (Free)', priceCentavos: 0, validityByDays: 30, terms: { 'one-time': null } },
  { slug: 'smm-certification', product: 'Social Media Manager Certification', name: 'SMM Certification (closed)', priceCentavos: 799_900, validityByDays: 365, isOpen: false, terms: { 'one-time': null } },
]

const COUPONS: {
  funnel: string
  code: string
  type: 'fixed' | 'percentage'
  amountCentavos?: number
  percentOff?: number
  validDays?: number
  maxUses?: number
  usedCount?: number
}[] = [
  { funnel: 'tribe-membership', code: 'TRIBE500', type: 'fixed', amountCentavos: 50_000 },
  { funnel: 'tribe-membership', code: 'EARLYBIRD20', type: 'percentage', percentOff: 20, validDays: 30 },
  { funnel: 'tribe-membership-renewal', code: 'RENEW10', type: 'percentage', percentOff: 10 },
  { funnel: 'va-bootcamp', code: 'VA1000', type: 'fixed', amountCentavos: 100_000, maxUses: 50, usedCount: 3 },
]

export type Catalog = { funnelIds: Map<string, string>; couponIds: Map<string, { id: number; funnelId: string }> }

export async function seedCatalog(ctx: SeedContext, courseIds: Map<string, number>): Promise<Catalog> {
  const { tx } = ctx
  await tx.insert(paymentTerms).values(PAYMENT_TERMS).onConflictDoNothing()

  const productRows = await insertMissing(
    tx,
    products,
    PRODUCTS.map(({ courses: _, ...product }) => ({ ...product, imageUrl: `/images/products/${product.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.jpg` })),
    (row) => String(row.name),
  )
  await tx
    .insert(productCourses)
    .values(PRODUCTS.flatMap((product) => product.courses.map((key) => ({ productId: productRows.get(product.name)!.id, courseId: courseIds.get(key)! }))))
    .onConflictDoNothing()

  await tx
    .insert(funnels)
    .values(
      FUNNELS.map((funnel) => ({
        productId: productRows.get(funnel.product)!.id,
        name: funnel.name,
        slug: funnel.slug,
        priceCentavos: funnel.priceCentavos,
        validityByDays: funnel.validityByDays,
        isOpen: funnel.isOpen ?? true,
      })),
    )
    .onConflictDoNothing({ target: funnels.slug })
  const funnelRows = await tx.select({ id: funnels.id, slug: funnels.slug }).from(funnels).where(inArray(funnels.slug, FUNNELS.map((f) => f.slug)))
  const funnelIds = new Map(funnelRows.map((row) => [row.slug, row.id]))
  await tx
    .insert(funnelPaymentTerms)
    .values(
      FUNNELS.flatMap((funnel) =>
        Object.entries(funnel.terms).map(([paymentTermId, total]) => ({ funnelId: funnelIds.get(funnel.slug)!, paymentTermId, totalPriceCentavos: total })),
      ),
    )
    .onConflictDoNothing()

  await tx
    .insert(coupons)
    .values(COUPONS.map(({ funnel, validDays, ...coupon }) => ({
      ...coupon,
      funnelId: funnelIds.get(funnel)!,
      validUntil: validDays === undefined ? null : manilaAt(addDays(ctx.today, validDays), '23:59'),
    })))
    .onConflictDoNothing()
  const couponRows = await tx.select({ id: coupons.id, code: coupons.code, funnelId: coupons.funnelId }).from(coupons).where(inArray(coupons.funnelId, [...funnelIds.values()]))
  return { funnelIds, couponIds: new Map(couponRows.map((row) => [row.code, { id: row.id, funnelId: row.funnelId }])) }
}

/** [day offset from today, paid?] */
type ScheduleSeed = [number, boolean]
type SubscriptionSeed = {
  key: string
  email: string
  funnel: string
  term: string
  /** Days from today access started. */
  start: number
  /** Days from today it expires; omitted = start + the funnel's validity (lifetime if none). */
  expiry?: number
  schedules: ScheduleSeed[]
  coupon?: string
  /** E-mail of the affiliate lead the sale is attributed to. */
  lead?: string
  unenrolledDay?: number
}

export const SUBSCRIPTIONS: SubscriptionSeed[] = [
  // The demo member: one active subscription expiring in about six months; one instalment paid,
  // one overdue (5 days ago) and one due in 10 days, so the dues banner shows the overdue payment.
  { key: 'maricel-membership', email: 'member@tribe.test', funnel: 'tribe-membership', term: 'monthly-3', start: -183, schedules: [[-35, true], [-5, false], [10, false]] },
  // The payer demo login (Billing and Subscriptions, /account): first instalment paid, the second
  // overdue (10 days ago), the third due in 20 days. e2e/billing.spec.ts pays the overdue row with
  // the test provider and sends a proof for the last; nothing else relies on these rows.
  { key: 'bea-payer-membership', email: 'payer@tribe.test', funnel: 'tribe-membership', term: 'monthly-3', start: -40, schedules: [[-40, true], [-10, false], [20, false]] },
  // Expiring soon (in 5 days: inside the dues banner's 7-day window).
  { key: 'andrea-bootcamp', email: 'andrea.reyes@tribe.test', funnel: 'va-bootcamp', term: 'one-time', start: -175, schedules: [[-175, true]] },
  // Expired 6 days ago: inside the 14-day grace period, so the expired banner offers renewal.
  { key: 'mark-membership', email: 'mark.cruz@tribe.test', funnel: 'tribe-membership', term: 'one-time', start: -371, schedules: [[-371, true]] },
  { key: 'bea-lifetime', email: 'bea.navarro@tribe.test', funnel: 'tribe-lifetime', term: 'monthly-6', start: -300, schedules: [[-300, true], [-270, true], [-240, true], [-210, true], [-180, true], [-150, true]] },
  { key: 'jerome-membership', email: 'jerome.villanueva@tribe.test', funnel: 'tribe-membership', term: 'monthly-3', start: -30, schedules: [[-30, true], [0, false], [30, false]] },
  { key: 'camille-membership', email: 'camille.fernandez@tribe.test', funnel: 'tribe-membership', term: 'monthly-3', start: -20, coupon: 'EARLYBIRD20', lead: 'camille.fernandez@tribe.test', schedules: [[-20, true], [1, false], [41, false]] },
  { key: 'miguel-membership', email: 'miguel.torres@tribe.test', funnel: 'tribe-membership', term: 'one-time', start: -15, coupon: 'TRIBE500', lead: 'miguel.torres@tribe.test', schedules: [[-15, true]] },
  { key: 'princess-renewal', email: 'princess.manalastas@tribe.test', funnel: 'tribe-membership-renewal', term: 'monthly-3', start: -50, lead: 'princess.manalastas@tribe.test', schedules: [[-50, true], [-20, true], [10, false]] },
  { key: 'nicole-membership', email: 'nicole.gonzales@tribe.test', funnel: 'tribe-membership', term: 'one-time', start: -130, schedules: [[-130, true]] },
  // The returnee: an old, expired membership and a renewal bought this batch.
  { key: 'joshua-membership-b15', email: 'joshua.castillo@tribe.test', funnel: 'tribe-membership', term: 'one-time', start: -500, schedules: [[-500, true]] },
  { key: 'joshua-renewal', email: 'joshua.castillo@tribe.test', funnel: 'tribe-membership-renewal', term: 'one-time', start: -18, coupon: 'RENEW10', schedules: [[-18, true]] },
  { key: 'kevin-bootcamp', email: 'kevin.manalo@tribe.test', funnel: 'va-bootcamp', term: 'biweekly-4', start: -21, schedules: [[-21, true], [-7, true], [7, false], [21, false]] },
  // Two active subscriptions: membershipStatus 'Multiple Subscriptions Found'.
  { key: 'jasmine-membership', email: 'jasmine.salazar@tribe.test', funnel: 'tribe-membership', term: 'one-time', start: -240, schedules: [[-240, true]] },
  { key: 'jasmine-bootcamp', email: 'jasmine.salazar@tribe.test', funnel: 'va-bootcamp', term: 'one-time', start: -60, coupon: 'VA1000', schedules: [[-60, true]] },
  { key: 'arnel-membership', email: 'arnel.dizon@tribe.test', funnel: 'tribe-membership', term: 'monthly-6', start: -70, schedules: [[-70, true], [-40, true], [-12, false], [3, false], [18, false], [48, false]] },
  { key: 'rowena-membership', email: 'rowena.cabrera@tribe.test', funnel: 'tribe-membership', term: 'one-time', start: -200, unenrolledDay: -30, schedules: [[-200, true]] },
  { key: 'christian-membership', email: 'christian.soriano@tribe.test', funnel: 'tribe-membership', term: 'monthly-3', start: -100, schedules: [[-100, true], [-70, true], [20, false]] },
  { key: 'hazel-lifetime', email: 'hazel.ocampo@tribe.test', funnel: 'tribe-lifetime', term: 'monthly-12', start: -90, schedules: [[-90, true], [-60, true], [-30, true], [0, false], [30, false], [60, false]] },
  { key: 'ryan-membership', email: 'ryan.delosreyes@tribe.test', funnel: 'tribe-membership', term: 'monthly-3', start: -3, schedules: [[-3, true], [27, false], [57, false]] },
  { key: 'ryan-starter-kit', email: 'ryan.delosreyes@tribe.test', funnel: 'free-starter-kit', term: 'one-time', start: -40, schedules: [[-40, true]] },
  { key: 'jomar-lifetime', email: 'jomar.evangelista@tribe.test', funnel: 'tribe-lifetime', term: 'one-time', start: -380, schedules: [[-380, true]] },
  { key: 'angelica-lifetime', email: 'teamlead@tribe.test', funnel: 'tribe-lifetime', term: 'one-time', start: -420, schedules: [[-420, true]] },
  { key: 'carlo-lifetime', email: 'affiliate@tribe.test', funnel: 'tribe-lifetime', term: 'one-time', start: -400, schedules: [[-400, true]] },
  { key: 'joanna-renewal', email: 'joanna.pascual@tribe.test', funnel: 'tribe-membership-renewal', term: 'one-time', start: -100, schedules: [[-100, true]] },
]

const PLATFORMS = ['GCash', 'Maya', 'Bank Transfer (BPI)', 'PayPal', 'Credit Card (Xendit)']

/**
 * Subscriptions keyed by importKey 'seed:<key>'. Invoices and schedules are created together
 * with their subscription, so a re-run that finds the subscription adds nothing under it.
 */
export async function seedSubscriptions(ctx: SeedContext, catalog: Catalog, leadIds: Map<string, number>) {
  const { tx } = ctx
  const funnelById = new Map(FUNNELS.map((f) => [f.slug, f]))
  const approver = userId(ctx, 'grace.villanueva@tribe.test')
  const values = SUBSCRIPTIONS.map((seed) => {
    const funnel = funnelById.get(seed.funnel)!
    if (!(seed.term in funnel.terms)) throw new Error(`seed: funnel ${seed.funnel} does not offer ${seed.term}`)
    const startDate = addDays(ctx.today, seed.start)
    const expiryDay = seed.expiry ?? (funnel.validityByDays === null ? null : seed.start + funnel.validityByDays)
    return {
      userId: userId(ctx, seed.email),
      funnelId: catalog.funnelIds.get(seed.funnel)!,
      paymentTermId: seed.term,
      leadId: seed.lead ? leadIds.get(seed.lead)! : null,
      startsAt: manilaAt(startDate, '10:00'),
      expiry: expiryDay === null ? LIFETIME_EXPIRY : manilaAt(addDays(ctx.today, expiryDay), '23:59'),
      unenrolledAt: seed.unenrolledDay === undefined ? null : manilaAt(addDays(ctx.today, seed.unenrolledDay), '11:00'),
      unenrolledById: seed.unenrolledDay === undefined ? null : userId(ctx, 'admin@tribe.test'),
      createdById: seed.lead ? null : userId(ctx, 'admin@tribe.test'),
      importKey: `seed:${seed.key}`,
      createdAt: manilaAt(startDate, '10:00'),
    }
  })
  const created = await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: subscriptions.importKey })
    .returning({ id: subscriptions.id, importKey: subscriptions.importKey })
  if (created.length === 0) return

  const newSeeds = SUBSCRIPTIONS.filter((seed) => created.some((row) => row.importKey === `seed:${seed.key}`))
  const invoiceRows = await tx
    .insert(invoices)
    .values(
      newSeeds.map((seed) => {
        const funnel = funnelById.get(seed.funnel)!
        const coupon = seed.coupon ? catalog.couponIds.get(seed.coupon) : undefined
        if (seed.coupon && !coupon) throw new Error(`seed: unknown coupon ${seed.coupon}`)
        return {
          subscriptionId: created.find((row) => row.importKey === `seed:${seed.key}`)!.id,
          couponId: coupon?.id ?? null,
          discountCentavos: discountOf(seed.coupon, funnel.priceCentavos),
          createdAt: manilaAt(addDays(ctx.today, seed.start), '10:00'),
        }
      }),
    )
    .returning({ id: invoices.id, subscriptionId: invoices.subscriptionId })

  const scheduleValues = newSeeds.flatMap((seed) => {
    const funnel = funnelById.get(seed.funnel)!
    const subscriptionId = created.find((row) => row.importKey === `seed:${seed.key}`)!.id
    const invoiceId = invoiceRows.find((row) => row.subscriptionId === subscriptionId)!.id
    const total = (funnel.terms[seed.term] ?? funnel.priceCentavos) - discountOf(seed.coupon, funnel.priceCentavos)
    const each = Math.floor(total / seed.schedules.length)
    return seed.schedules.map(([day, paid], n) => {
      const scheduleDate = addDays(ctx.today, day)
      const price = n === seed.schedules.length - 1 ? total - each * n : each
      return {
        invoiceId,
        priceCentavos: price,
        scheduleDate,
        transactionId: paid ? `SEED-${seed.key}-${n + 1}` : null,
        paymentPlatform: paid ? PLATFORMS[(seed.key.length + n) % PLATFORMS.length] : null,
        externalInvoiceId: paid ? `INV-${scheduleDate.replaceAll('-', '')}-${invoiceId}${n + 1}` : null,
        approvedAt: paid ? manilaAt(scheduleDate, '15:30') : null,
        approvedById: paid ? approver : null,
        createdAt: manilaAt(addDays(ctx.today, seed.start), '10:00'),
      }
    })
  })
  await tx.insert(paymentSchedules).values(scheduleValues)
}

/** What a coupon took off the funnel price (spec: fixed subtracts, percentage subtracts a percent). */
function discountOf(code: string | undefined, priceCentavos: number): number {
  if (code === undefined) return 0
  const coupon = COUPONS.find((c) => c.code === code)
  if (!coupon) throw new Error(`seed: unknown coupon ${code}`)
  const discount = coupon.type === 'fixed' ? coupon.amountCentavos! : Math.round((priceCentavos * coupon.percentOff!) / 100)
  return Math.min(discount, priceCentavos)
}

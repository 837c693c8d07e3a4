// Rows the service tests share: users with a chosen access level, subscriptions with invoices
// and payment schedules, and running a GraphQL document through the real schema (directives,
// scalars) as a user.
import { eq } from 'drizzle-orm'
import { execute, parse, type ExecutionResult } from 'graphql'
import {
  accessLevels,
  funnels,
  invoices,
  paymentSchedules,
  paymentTerms,
  products,
  subscriptions,
  userAccessLevels,
  users,
} from '../../../db/schema'
import { domains } from '../graphql'
import { buildSchema } from '../graphql/buildSchema'
import type { CurrentUser } from '../../../common/currentUser'
import { loadCurrentUser } from '../lib/auth/loadCurrentUser'
import { db } from '../lib/db'
import { asUser } from './scenario'

let counter = 0

/** A user row (names and flags overridable). */
export async function insertUser(values: Partial<typeof users.$inferInsert> = {}) {
  counter += 1
  const email = values.email ?? `person${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const [row] = await db
    .insert(users)
    .values({ firstName: 'Pat', lastName: `Person${counter}`, slug: email.replace(/[^a-z0-9]/g, '-'), ...values, email })
    .returning()
  return row
}

/** Gives `userId` the access level `name` (created with these flags when missing). */
export async function grantAccessLevel(
  userId: number,
  name: string,
  flags: { pageAccess?: Record<string, boolean>; functionAccess?: Record<string, boolean> } = {},
) {
  let [level] = await db.select().from(accessLevels).where(eq(accessLevels.name, name))
  if (!level) {
    ;[level] = await db
      .insert(accessLevels)
      .values({ name, label: name, pageAccess: flags.pageAccess ?? { home: true }, functionAccess: flags.functionAccess ?? {} })
      .returning()
  }
  await db.insert(userAccessLevels).values({ userId, accessLevelId: level.id })
  return level
}

/** The CurrentUser a request would carry (loadCurrentUser, as authenticate.ts builds it). */
export async function currentUserFor(userId: number, options: { role?: string; originalUserId?: number | null } = {}) {
  const user = await loadCurrentUser(userId, { requestedRole: options.role, originalUserId: options.originalUserId })
  if (!user) throw new Error(`user ${userId} cannot sign in`)
  return user
}

async function funnelAndTerm() {
  let [funnel] = await db.select().from(funnels)
  if (!funnel) {
    const [product] = await db.insert(products).values({ name: 'Tribe Membership' }).returning()
    ;[funnel] = await db.insert(funnels).values({ productId: product.id, name: 'Annual', slug: 'annual', priceCentavos: 100_000 }).returning()
  }
  let [term] = await db.select().from(paymentTerms)
  if (!term) [term] = await db.insert(paymentTerms).values({ id: 'one-time', name: 'One-time' }).returning()
  return { funnel, term }
}

/** A subscription of `userId` expiring at `expiry`, with one invoice. */
export async function insertSubscription(userId: number, expiry: Date, options: { unenrolled?: boolean } = {}) {
  const { funnel, term } = await funnelAndTerm()
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId,
      funnelId: funnel.id,
      paymentTermId: term.id,
      startsAt: new Date(Math.min(expiry.getTime(), Date.parse('2020-01-01T00:00:00Z'))),
      expiry,
      unenrolledAt: options.unenrolled ? new Date() : null,
    })
    .returning()
  const [invoice] = await db.insert(invoices).values({ subscriptionId: subscription.id }).returning()
  return { subscription, invoice }
}

/** A payment schedule of `invoiceId` due on the Manila day `scheduleDate` ('YYYY-MM-DD'). */
export async function insertSchedule(invoiceId: number, scheduleDate: string, options: { paid?: boolean } = {}) {
  const [row] = await db
    .insert(paymentSchedules)
    .values({
      invoiceId,
      scheduleDate,
      priceCentavos: 50_000,
      transactionId: options.paid ? `txn-${Math.random().toString(36).slice(2)}` : null,
      approvedAt: options.paid ? new Date() : null,
    })
    .returning()
  return row
}

let schema: ReturnType<typeof buildSchema> | undefined

/** Executes `document` through the real schema (directives, scalars, resolvers) as `user`. */
export async function runGraphql(
  user: CurrentUser | null,
  document: string,
  variables: Record<string, unknown> = {},
  options: { sessionIdHash?: string | null; ip?: string } = {},
): Promise<ExecutionResult> {
  schema ??= buildSchema(domains)
  return asUser(user, () => execute({ schema: schema!, document: parse(document), variableValues: variables }), options) as Promise<ExecutionResult>
}

// The rows api tests build, one factory per kind: users (with a password, access levels and
// roles), subscriptions with their invoice, and payment schedules. Scenario files
// (services/<domain>/<domain>.scenarios.ts) compose these into the named rows a test receives.
import { eq } from 'drizzle-orm'
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
import { roleLabel, type ADMIN_ROLE } from '../../../common/permissions'
import { hashPassword } from '../lib/auth/password'
import { db } from '../lib/db'

/** Every factory-made user's password unless another is given. */
export const testPassword = 'Correct-horse-9'

/** An access level by name, or with its flags (used when the level does not exist yet). */
export type AccessLevelGrant =
  | string
  | { name: string; pageAccess?: Record<string, boolean>; functionAccess?: Record<string, boolean> }

type UserOptions = Omit<Partial<typeof users.$inferInsert>, 'hashedPassword' | 'disabledAt' | 'roles'> & {
  /** Hashed as login expects; null for a user who has none yet (imported). Default testPassword. */
  password?: string | null
  /** The user roles; 'admin' is the only one the product has. */
  roles?: (typeof ADMIN_ROLE)[]
  /** Held in this order (the first is who they start as when they hold no member level). */
  accessLevels?: AccessLevelGrant[]
  disabled?: boolean
}

let counter = 0

/** A user row, named Test User with a unique e-mail unless told otherwise. */
export async function createUser(options: UserOptions = {}) {
  const { password = testPassword, roles = [], accessLevels: grants = [], disabled = false, ...columns } = options
  counter += 1
  const email = columns.email ?? `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'User',
      slug: email.replace(/[^a-z0-9]/g, '-'),
      ...columns,
      email,
      hashedPassword: password === null ? null : await hashPassword(password),
      roles,
      disabledAt: disabled ? new Date() : null,
    })
    .returning()
  for (const grant of grants) await grantAccessLevel(user.id, grant)
  return user
}

/**
 * Gives `userId` an access level. A level made here carries the flags given, or by default
 * `{ home: true, <name>: true }`, so a test can tell which level is acting from its flags.
 */
export async function grantAccessLevel(userId: number, grant: AccessLevelGrant) {
  const { name, pageAccess, functionAccess } = typeof grant === 'string' ? { name: grant } : grant
  let [level] = await db.select().from(accessLevels).where(eq(accessLevels.name, name))
  if (!level) {
    ;[level] = await db
      .insert(accessLevels)
      .values({
        name,
        label: roleLabel(name),
        pageAccess: pageAccess ?? { home: true, [name]: true },
        functionAccess: functionAccess ?? {},
      })
      .returning()
  } else if ((pageAccess && !sameFlags(pageAccess, level.pageAccess)) || (functionAccess && !sameFlags(functionAccess, level.functionAccess))) {
    // A second grant with other flags would silently keep the first ones: say so.
    throw new Error(`access level ${name} already exists with other flags`)
  }
  await db.insert(userAccessLevels).values({ userId, accessLevelId: level.id })
  return level
}

const sameFlags = (a: Record<string, boolean>, b: Record<string, boolean>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([flag, allowed]) => b[flag] === allowed)

/** The product, funnel and payment term every test subscription is on (made once per test). */
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
export async function createSubscription(userId: number, expiry: Date, options: { unenrolled?: boolean } = {}) {
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
export async function createSchedule(invoiceId: number, scheduleDate: string, options: { paid?: boolean } = {}) {
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

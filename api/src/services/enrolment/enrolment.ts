// enrollUser, manualUserSubscription and manualUserUnsubscription (docs/product.md, "enrolment").
// Each validates with the common schema, then runs in ONE transaction: grantSubscription per
// funnel (a fixed number of statements each), the user's batch and access levels, the info log.
// The staff trust rule (lib/auth/staffTrust.ts): nobody but an admin enrols, subscribes or
// unsubscribes an account holding more than their current level (the admin role, or a flag they
// lack): a membership and its bill are the account's access and money. And the enrol screen's
// access levels: anyone enrolling adds member-side levels (no flag: member, non-member,
// affiliate); a level that opens staff pages only an admin gives.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { accessLevels, batches, subscriptions, userAccessLevels, users } from '../../../../db/schema'
import { enrolmentMessages, enrollUserSchema, manualSubscriptionSchema } from '../../../../common/validation/enrolment'
import { requireAuth } from '../../directives'
import { assertMayActOn, assertMayGrantLevels, assertNotOwnMoney } from '../../lib/auth/staffTrust'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { db, type Executor } from '../../lib/db'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { addDays, startOfManilaDay } from '../../lib/time'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers } from '../../types/graphql'
import { grantSubscription } from '../subscriptions/grantSubscription'

async function lockUser(tx: Executor, id: number) {
  const [row] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id)).for('update')
  if (!row) throw new NotFoundError(enrolmentMessages.userNotFound)
  return row
}

export const enrollUser = (async ({ id, input }) => {
  const actor = requireAuth(currentUser())
  const values = parseInput(enrollUserSchema, input)
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, id)
    assertNotOwnMoney(actor, id)
    await assertMayActOn(actor, id, tx)
    const [batch] = await tx.select({ id: batches.id }).from(batches).where(eq(batches.id, values.batchId))
    if (!batch) throw new UserInputError(enrolmentMessages.batchNotFound, { batchId: [enrolmentMessages.batchNotFound] })
    const names = [...new Set(values.accessLevelNames)]
    if (names.length) {
      const levels = await tx
        .select({ id: accessLevels.id, name: accessLevels.name, pageAccess: accessLevels.pageAccess, functionAccess: accessLevels.functionAccess })
        .from(accessLevels)
        .where(inArray(accessLevels.name, names))
      const missing = names.find((name) => !levels.some((level) => level.name === name))
      if (missing) throw new UserInputError(enrolmentMessages.accessLevelNotFound(missing), { accessLevelNames: [enrolmentMessages.accessLevelNotFound(missing)] })
      assertMayGrantLevels(actor, levels)
      await tx
        .insert(userAccessLevels)
        .values(levels.map((level) => ({ userId: id, accessLevelId: level.id })))
        .onConflictDoNothing()
    }
    await tx.update(users).set({ batchId: batch.id, updatedAt: new Date() }).where(eq(users.id, id))
    const granted = []
    for (const detail of values.funnelDetails) {
      granted.push(
        await grantSubscription(tx, {
          userId: id,
          funnelId: detail.funnelId,
          paymentTermId: detail.paymentTermId,
          actorId: actor.id,
          originalUserId: actor.originalUserId,
          source: 'enrol',
          welcomeEmail: true,
        }),
      )
    }
    await writeInfoLog(
      {
        action: 'user-enrolled',
        userId: actor.id,
        originalUserId: actor.originalUserId,
        entityType: 'user',
        entityId: id,
        details: { batchId: batch.id, accessLevelNames: names, funnelIds: values.funnelDetails.map((d) => d.funnelId), subscriptionIds: granted.map((g) => g.subscriptionId) },
      },
      tx,
    )
    return { id: user.id, email: user.email }
  })
}) satisfies MutationResolvers['enrollUser']

export const manualUserSubscription = (async ({ id, funnelDetails }) => {
  const actor = requireAuth(currentUser())
  const values = parseInput(manualSubscriptionSchema, { funnelDetails })
  return db.transaction(async (tx) => {
    await lockUser(tx, id)
    assertNotOwnMoney(actor, id)
    await assertMayActOn(actor, id, tx)
    const today = startOfManilaDay()
    const now = new Date()
    const granted = []
    for (const detail of values.funnelDetails) {
      // Today's start plus startByDays; today itself starts now (access at once).
      const startsAt = detail.startByDays ? addDays(today, detail.startByDays) : now
      granted.push(
        await grantSubscription(tx, {
          userId: id,
          funnelId: detail.id,
          paymentTermId: detail.paymentTerm,
          startsAt,
          // Blank validity is lifetime (year 9999), as the Customize modal says.
          validityByDays: detail.validityByDays ?? null,
          actorId: actor.id,
          originalUserId: actor.originalUserId,
          source: 'manual',
        }),
      )
    }
    await writeInfoLog(
      {
        action: 'user-subscribed-manually',
        userId: actor.id,
        originalUserId: actor.originalUserId,
        entityType: 'user',
        entityId: id,
        details: { funnelDetails: values.funnelDetails, subscriptionIds: granted.map((g) => g.subscriptionId) },
      },
      tx,
    )
    return { id }
  })
}) satisfies MutationResolvers['manualUserSubscription']

export const manualUserUnsubscription = (async ({ subscriptionId }) => {
  const actor = requireAuth(currentUser())
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update')
    if (!row) throw new NotFoundError(enrolmentMessages.subscriptionNotFound)
    assertNotOwnMoney(actor, row.userId)
    await assertMayActOn(actor, row.userId, tx)
    if (row.unenrolledAt) throw new UserInputError(enrolmentMessages.alreadyUnsubscribed)
    const now = new Date()
    await tx
      .update(subscriptions)
      .set({ unenrolledAt: now, unenrolledById: actor.id, updatedAt: now })
      .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.unenrolledAt)))
    await writeInfoLog(
      {
        action: 'user-unsubscribed',
        userId: actor.id,
        originalUserId: actor.originalUserId,
        entityType: 'subscription',
        entityId: subscriptionId,
        details: { subscriberId: row.userId, funnelId: row.funnelId, expiry: row.expiry.toISOString() },
      },
      tx,
    )
    return { id: subscriptionId }
  })
}) satisfies MutationResolvers['manualUserUnsubscription']


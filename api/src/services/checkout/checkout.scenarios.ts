// Rows and moves the checkout tests share: the billing shop with coupons, a buyer starting a
// checkout through the real GraphQL mutation, and the provider paying or failing it through the
// real webhook (signed, through POST /api/payments).
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { checkoutSessions, coupons } from '../../../../db/schema'
import type { CurrentUser } from '../../../../common/currentUser'
import { db } from '../../lib/db'
import { testProviderWebhook } from '../../lib/payments/providers'
import { runGraphql } from '../../test/graphql'
import { currentUserFor } from '../../test/scenario'
import { billing } from '../subscriptions/subscriptions.scenarios'

export const START = `mutation ($input: StartCheckoutInput!) { startCheckout(input: $input) { status sessionId redirectUrl subscriptionId } }`

export type Start = { status: string; sessionId: string | null; redirectUrl: string; subscriptionId: number | null }

/** The billing shop with coupons on Annual: TEN (₱1,000 off, 1 use), HALF (50%), ALL (100%), OLD (expired), SOON (not started). */
export const shop = async () => {
  const rows = await billing()
  const day = 86_400_000
  await db.insert(coupons).values([
    { funnelId: rows.annual.id, code: 'TEN', type: 'fixed', amountCentavos: 100_000, maxUses: 1 },
    { funnelId: rows.annual.id, code: 'HALF', type: 'percentage', percentOff: 50 },
    { funnelId: rows.annual.id, code: 'ALL', type: 'percentage', percentOff: 100 },
    { funnelId: rows.annual.id, code: 'OLD', type: 'fixed', amountCentavos: 100, validFrom: new Date(Date.now() - 3 * day), validUntil: new Date(Date.now() - day) },
    { funnelId: rows.annual.id, code: 'SOON', type: 'fixed', amountCentavos: 100, validFrom: new Date(Date.now() + day) },
    { funnelId: rows.lifetime.id, code: 'BIG', type: 'fixed', amountCentavos: 999_999_00 },
  ])
  const buyerUser = await currentUserFor(rows.buyer.id)
  return { ...rows, buyerUser }
}

/** startCheckout as `user`; answers the mutation's result or its first error message. */
export async function startAs(user: CurrentUser, input: { funnelId: string; paymentTermId: string; couponCode?: string | null }, ip?: string) {
  const result = await runGraphql(user, START, { input }, { ip })
  return { start: result.data?.startCheckout as Start | undefined, error: result.errors?.[0]?.message }
}

/** The provider's signed webhook for a stored session (paid or failed), delivered to POST /api/payments. */
export async function deliver(app: FastifyInstance, sessionId: string, outcome: 'paid' | 'failed', options: { amountCentavos?: number; eventId?: string } = {}) {
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId))
  const hook = testProviderWebhook(
    { id: session.id, providerSessionId: session.providerSessionId!, amountCentavos: options.amountCentavos ?? session.amountCentavos },
    outcome,
    { eventId: options.eventId },
  )
  const response = await app.inject({ method: 'POST', url: '/api/payments', payload: hook.rawBody, headers: hook.headers })
  return { status: response.statusCode, outcome: (response.json() as { outcome?: string }).outcome }
}

export const sessionRow = async (id: string) => (await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]
export const couponRow = async (code: string) => (await db.select().from(coupons).where(eq(coupons.code, code)))[0]

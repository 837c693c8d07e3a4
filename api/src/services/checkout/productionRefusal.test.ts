// A production server with PAYMENT_PROVIDER=test and no ALLOW_TEST_PAYMENTS starts (lib/payments/settings.test.ts
// shows paymentSettingsProblem leaves it alone), because the test provider refuses money by itself:
// here, over the real server, nothing it takes part in pays. A buyer cannot start a checkout, and a
// pending test checkout (left from before the switch) is paid neither by its Pay button nor by a
// webhook signed with the development secret published in the repository.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, vi } from 'vitest'
import { checkoutSessions, paymentEvents, subscriptions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { testProvider, testProviderWebhook } from '../../lib/payments/providers'
import { createServer } from '../../server'
import { scenario } from '../../test/scenario'
import { shop, startAs } from './checkout.scenarios'

// A production process: isProduction is read once, when lib/env.ts loads.
vi.mock('../../lib/env', async (importOriginal) => ({ ...(await importOriginal<object>()), isProduction: true }))

const REFUSAL = /PAYMENT_PROVIDER=test takes no money/

let app: Awaited<ReturnType<typeof createServer>>
const saved = { ...process.env }
beforeAll(async () => {
  // What production needs to start at all, and no ALLOW_TEST_PAYMENTS.
  Object.assign(process.env, { SESSION_SECRET: 'p'.repeat(64), PAYMENT_PROVIDER: 'test' })
  delete process.env.ALLOW_TEST_PAYMENTS
  app = await createServer()
})
afterAll(async () => {
  await app.close()
  for (const name of ['SESSION_SECRET', 'PAYMENT_PROVIDER', 'ALLOW_TEST_PAYMENTS']) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

describe('a production server with the test provider and no ALLOW_TEST_PAYMENTS', () => {
  scenario('refuses to start a checkout: no session is stored', shop, async ({ buyerUser, annual }) => {
    const { start, error } = await startAs(buyerUser, { funnelId: annual.id, paymentTermId: 'one-time' })
    expect(start).toBeUndefined()
    expect(error).toMatch(REFUSAL)
    expect(await db.select().from(checkoutSessions)).toEqual([])
  })

  scenario("pays a pending test checkout neither by its Pay button nor by a webhook signed with the repository's secret", shop, async ({ buyer, annual }) => {
    const created = await testProvider().createCheckout({ id: 'x', amountCentavos: 1_000_000, description: 'd', successUrl: '/thank-you', cancelUrl: '/' })
    const [session] = await db
      .insert(checkoutSessions)
      .values({ provider: 'test', providerSessionId: created.providerSessionId, userId: buyer.id, funnelId: annual.id, paymentTermId: 'one-time', amountCentavos: 1_000_000 })
      .returning()

    const pressed = await app.inject({
      method: 'POST',
      url: `/api/payments/test-provider/${session.id}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ outcome: 'paid' }),
    })
    expect(pressed.statusCode).toBe(500)
    const hook = testProviderWebhook({ id: session.id, providerSessionId: created.providerSessionId, amountCentavos: 1_000_000 }, 'paid')
    const delivered = await app.inject({ method: 'POST', url: '/api/payments', payload: hook.rawBody, headers: hook.headers })
    expect(delivered.statusCode).toBe(500)
    // The answer names no setting (a production error says only its id); what counts is what is stored.
    for (const response of [pressed, delivered]) expect(response.body).not.toMatch(/paid|received/)

    expect((await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id)))[0].status).toBe('pending')
    expect(await db.select().from(paymentEvents)).toEqual([])
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toEqual([])
  })
})

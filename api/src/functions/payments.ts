// POST /api/payments: the payment provider's webhook (docs/payments.md). The body is read RAW
// (a Buffer, whatever its content type) because the signature covers the exact bytes received;
// only after the signature and timestamp pass is it parsed. Answers:
//   200 { received: true, outcome } the event is applied, or was already (same event id), or is
//       one we ignore: the provider stops retrying;
//   401 a missing, wrong or stale signature;   400 an unreadable body.
// The provider is PAYMENT_PROVIDER's (lib/payments/providers.ts).
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { checkoutSessions } from '../../../db/schema'
import { db } from '../lib/db'
import { applyPaymentEvent } from '../services/checkout/applyEvent'
import { assertPaymentSettings, paymentProvider, testProviderWebhook, type PaymentProviderAdapter } from '../lib/payments/providers'
import { BODY_LIMIT_BYTES } from '../lib/security/bodyLimits'
import { sendProblem } from '../lib/security/errorHandler'

export const PAYMENTS_PATH = '/api/payments'
/** The built-in test provider's Pay / Fail buttons: POST { outcome: 'paid' | 'failed' }. */
export const TEST_PROVIDER_PATH = '/api/payments/test-provider/:sessionId'

export function paymentsFunctionWith(provider: () => PaymentProviderAdapter) {
  return async function paymentsFunction(app: FastifyInstance) {
    // In this function's own context only (server.ts): every body of this route arrives as bytes.
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))

    app.post(PAYMENTS_PATH, { bodyLimit: BODY_LIMIT_BYTES.graphqlAndAuth }, async (req, reply) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      const verified = provider().verifyWebhook(rawBody, req.headers)
      if (!verified.ok) {
        req.log.warn({ reason: verified.error }, 'payment webhook refused')
        return sendProblem(req, reply, verified.status, verified.error, verified.status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST')
      }
      const result = await applyPaymentEvent(verified.event)
      req.log.info({ eventId: verified.event.eventId, provider: verified.event.provider, outcome: result.outcome }, 'payment webhook')
      return reply.header('cache-control', 'no-store').send({ received: true, outcome: result.outcome })
    })

    // The test provider's hosted page: signs the provider event with the (server-side) test secret
    // and delivers it to POST /api/payments through the same code path as any provider's webhook.
    // Only while PAYMENT_PROVIDER=test and only for a pending test session.
    app.post<{ Params: { sessionId: string } }>(TEST_PROVIDER_PATH, { bodyLimit: 1024 }, async (req, reply) => {
      if (provider().name !== 'test') return sendProblem(req, reply, 404, 'Not found')
      let outcome: unknown
      try {
        outcome = (JSON.parse(Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '{}') as { outcome?: unknown }).outcome
      } catch {
        outcome = undefined
      }
      if (outcome !== 'paid' && outcome !== 'failed') return sendProblem(req, reply, 400, 'outcome must be paid or failed')
      const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, req.params.sessionId))
      if (!session || session.provider !== 'test' || !session.providerSessionId) return sendProblem(req, reply, 404, 'Checkout session not found')
      const hook = testProviderWebhook({ id: session.id, providerSessionId: session.providerSessionId, amountCentavos: session.amountCentavos }, outcome)
      const delivered = await app.inject({ method: 'POST', url: PAYMENTS_PATH, payload: hook.rawBody, headers: hook.headers })
      return reply.status(delivered.statusCode).header('cache-control', 'no-store').send(delivered.json())
    })
  }
}

const paymentsFunction = paymentsFunctionWith(() => paymentProvider())

// The server refuses to start with payment settings that would let anyone sign a "paid" event
// (providers.ts, paymentSettingsProblem).
export default async function registerPayments(app: FastifyInstance) {
  assertPaymentSettings()
  await paymentsFunction(app)
}

// Payment providers behind one interface (docs/payments.md). PAYMENT_PROVIDER chooses:
//   test      the built-in provider (default, no account): its hosted page is ours, and its Pay /
//             Fail buttons send the SAME signed webhook, through the same POST /api/payments code
//             path, signed with TEST_PAYMENT_WEBHOOK_SECRET.
//   paymongo  a PayMongo hosted checkout (PAYMONGO_SECRET_KEY) confirmed by PayMongo's signed
//             webhook (PAYMONGO_WEBHOOK_SECRET).
// Both speak PayMongo's event shape, so one parser serves both.
import { randomUUID } from 'node:crypto'
import type { PaymentProvider } from '../../../../db/schema'
import { isProduction, setting } from '../env'
import { SIGNATURE_HEADER, checkSignature, signatureHeader } from './signature'

export type CheckoutRequest = {
  /** Our checkout_sessions id: it travels in the provider's metadata and the redirect URLs. */
  id: string
  amountCentavos: number
  description: string
  /** Where the buyer returns: a path of the web app ('/thank-you'); a hosted provider makes it absolute with APP_URL. */
  successUrl: string
  cancelUrl: string
  buyerEmail?: string | null
}

export type CheckoutCreated = { redirectUrl: string; providerSessionId: string }

/** A verified provider event, reduced to what applying it needs. */
export type PaymentEvent = {
  provider: PaymentProvider
  eventId: string
  type: 'paid' | 'failed' | 'other'
  /** The provider's own event type, kept as received. */
  providerType: string
  /** Our checkout_sessions id (metadata.checkout_session_id). */
  checkoutSessionId: string | null
  providerSessionId: string | null
  /** The provider's payment id: becomes the schedule row's transaction id. */
  paymentId: string | null
  amountCentavos: number | null
  payload: Record<string, unknown>
}

export type VerifyResult = { ok: true; event: PaymentEvent } | { ok: false; status: 400 | 401; error: string }

export interface PaymentProviderAdapter {
  name: PaymentProvider
  /** Shown as the schedule row's payment platform. */
  platformLabel: string
  createCheckout(session: CheckoutRequest): Promise<CheckoutCreated>
  verifyWebhook(rawBody: Buffer | string, headers: Record<string, string | string[] | undefined>): VerifyResult
}

export const PLATFORM_LABELS: Record<PaymentProvider, string> = { test: 'Test Provider', paymongo: 'PayMongo' }

/** The provider event types we act on (PayMongo's; the test provider sends the same). */
export const PROVIDER_EVENT_TYPES = { paid: 'checkout_session.payment.paid', failed: 'payment.failed' } as const

/** The development secret of the built-in test provider; a deployment may set its own. */
export const DEV_TEST_WEBHOOK_SECRET = 'dev-test-provider-webhook-secret'

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name] ?? headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

type Obj = Record<string, unknown>
const obj = (value: unknown): Obj => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {})
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/**
 * PayMongo's event body: { data: { id: 'evt_…', attributes: { type, data: { id: 'cs_…', attributes:
 * { metadata: { checkout_session_id }, payments: [{ id: 'pay_…', attributes: { amount } }] } } } } }.
 */
export function parseEvent(provider: PaymentProvider, rawBody: Buffer | string): PaymentEvent | null {
  let payload: Obj
  try {
    payload = obj(JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')))
  } catch {
    return null
  }
  const event = obj(payload.data)
  const eventId = str(event.id)
  const attributes = obj(event.attributes)
  const providerType = str(attributes.type)
  if (!eventId || !providerType) return null
  const resource = obj(attributes.data)
  const resourceAttributes = obj(resource.attributes)
  const payments = Array.isArray(resourceAttributes.payments) ? resourceAttributes.payments : []
  const payment = obj(payments[0])
  const amount = obj(payment.attributes).amount
  const type = providerType === PROVIDER_EVENT_TYPES.paid ? 'paid' : providerType === PROVIDER_EVENT_TYPES.failed ? 'failed' : 'other'
  return {
    provider,
    eventId,
    type,
    providerType,
    checkoutSessionId: str(obj(resourceAttributes.metadata).checkout_session_id),
    providerSessionId: str(resource.id),
    paymentId: str(payment.id),
    amountCentavos: typeof amount === 'number' && Number.isInteger(amount) ? amount : null,
    payload,
  }
}

function verifyWith(provider: PaymentProvider, secret: string, mode: 'test' | 'live') {
  return (rawBody: Buffer | string, headers: Record<string, string | string[] | undefined>): VerifyResult => {
    const refused = checkSignature(secret, rawBody, headerOf(headers, SIGNATURE_HEADER), { mode })
    if (refused) return { ok: false, status: 401, error: refused }
    const event = parseEvent(provider, rawBody)
    return event ? { ok: true, event } : { ok: false, status: 400, error: 'Unreadable webhook event' }
  }
}

export function testProvider(secret = setting('TEST_PAYMENT_WEBHOOK_SECRET', DEV_TEST_WEBHOOK_SECRET)): PaymentProviderAdapter {
  return {
    name: 'test',
    platformLabel: PLATFORM_LABELS.test,
    async createCheckout(session) {
      return { providerSessionId: `test_cs_${randomUUID()}`, redirectUrl: `/checkout/test-provider/${encodeURIComponent(session.id)}` }
    },
    verifyWebhook: verifyWith('test', secret, 'test'),
  }
}

/**
 * The body and signature header the test provider's hosted page sends when the buyer presses Pay
 * (outcome 'paid') or Fail ('failed'): PayMongo's shape, signed like PayMongo signs.
 */
export function testProviderWebhook(
  session: { id: string; providerSessionId: string; amountCentavos: number },
  outcome: 'paid' | 'failed',
  options: { secret?: string; eventId?: string; timestamp?: number } = {},
): { rawBody: string; headers: Record<string, string> } {
  const secret = options.secret ?? setting('TEST_PAYMENT_WEBHOOK_SECRET', DEV_TEST_WEBHOOK_SECRET)
  const paymentId = `test_pay_${session.providerSessionId}`
  const rawBody = JSON.stringify({
    data: {
      id: options.eventId ?? `test_evt_${randomUUID()}`,
      type: 'event',
      attributes: {
        type: PROVIDER_EVENT_TYPES[outcome],
        livemode: false,
        data: {
          id: session.providerSessionId,
          type: 'checkout_session',
          attributes: {
            metadata: { checkout_session_id: session.id },
            payments: [{ id: paymentId, type: 'payment', attributes: { amount: session.amountCentavos, status: outcome } }],
          },
        },
      },
    },
  })
  return { rawBody, headers: { [SIGNATURE_HEADER]: signatureHeader(secret, rawBody, options.timestamp), 'content-type': 'application/json' } }
}

type Fetch = typeof fetch

export function paymongoProvider(
  options: { secretKey?: string; webhookSecret?: string; fetch?: Fetch; baseUrl?: string; live?: boolean; appUrl?: string } = {},
): PaymentProviderAdapter {
  const secretKey = options.secretKey ?? setting('PAYMONGO_SECRET_KEY')
  const webhookSecret = options.webhookSecret ?? setting('PAYMONGO_WEBHOOK_SECRET')
  // PayMongo sends the buyer back to absolute URLs: production must say where the app lives.
  const appUrl = options.appUrl ?? setting('APP_URL', isProduction ? undefined : 'http://localhost:8910')
  const absolute = (url: string) => new URL(url, appUrl).toString()
  const doFetch = options.fetch ?? fetch
  const live = options.live ?? secretKey.startsWith('sk_live_')
  return {
    name: 'paymongo',
    platformLabel: PLATFORM_LABELS.paymongo,
    async createCheckout(session) {
      const response = await doFetch(`${options.baseUrl ?? 'https://api.paymongo.com'}/v1/checkout_sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}` },
        body: JSON.stringify({
          data: {
            attributes: {
              line_items: [{ name: session.description, amount: session.amountCentavos, currency: 'PHP', quantity: 1 }],
              payment_method_types: ['card', 'gcash', 'paymaya'],
              success_url: absolute(session.successUrl),
              cancel_url: absolute(session.cancelUrl),
              reference_number: session.id,
              metadata: { checkout_session_id: session.id },
              ...(session.buyerEmail ? { billing: { email: session.buyerEmail } } : {}),
            },
          },
        }),
      })
      if (!response.ok) throw new Error(`PayMongo refused the checkout session (HTTP ${response.status})`)
      const body = obj(await response.json())
      const data = obj(body.data)
      const providerSessionId = str(data.id)
      const redirectUrl = str(obj(data.attributes).checkout_url)
      if (!providerSessionId || !redirectUrl) throw new Error('PayMongo answered without a checkout session id or URL')
      return { providerSessionId, redirectUrl }
    },
    verifyWebhook: verifyWith('paymongo', webhookSecret, live ? 'live' : 'test'),
  }
}

/** The provider PAYMENT_PROVIDER names (default: the built-in test provider). */
export function paymentProvider(name = setting('PAYMENT_PROVIDER', 'test')): PaymentProviderAdapter {
  if (name === 'test') {
    // The test provider's Pay button marks a session paid with no money moving: a production
    // server refuses it unless a staging copy says so on purpose.
    if (isProduction && setting('ALLOW_TEST_PAYMENTS', '') !== 'true') {
      throw new Error('PAYMENT_PROVIDER=test takes no money: set PAYMENT_PROVIDER=paymongo in production (ALLOW_TEST_PAYMENTS=true only for a staging copy)')
    }
    return testProvider()
  }
  if (name === 'paymongo') return paymongoProvider()
  throw new Error(`Unknown PAYMENT_PROVIDER "${name}": use test or paymongo`)
}

/** The shortest webhook secret a production server accepts (as SESSION_SECRET). */
const MIN_WEBHOOK_SECRET_LENGTH = 32

/**
 * Why the payment settings cannot run a production server, or null (checked at start,
 * assertPaymentSettings). ALLOW_TEST_PAYMENTS=true lets the test provider mark sessions paid: its
 * webhook secret must then be the deployment's own, never the development one in this repository
 * (anyone could sign "paid" events with it). PayMongo needs its keys. Without ALLOW_TEST_PAYMENTS
 * the test provider refuses every checkout by itself (paymentProvider), so that is left to start.
 */
export function paymentSettingsProblem(env: Record<string, string | undefined> = process.env): string | null {
  if (env.NODE_ENV !== 'production') return null
  const provider = env.PAYMENT_PROVIDER || 'test'
  if (provider === 'test') {
    if (env.ALLOW_TEST_PAYMENTS !== 'true') return null
    const secret = env.TEST_PAYMENT_WEBHOOK_SECRET
    if (!secret) return 'ALLOW_TEST_PAYMENTS=true needs a TEST_PAYMENT_WEBHOOK_SECRET of its own (without one, webhooks signed with the development secret published in the repository would be accepted)'
    if (secret === DEV_TEST_WEBHOOK_SECRET) return 'TEST_PAYMENT_WEBHOOK_SECRET is still the development secret published in the repository'
    if (secret.length < MIN_WEBHOOK_SECRET_LENGTH) return `TEST_PAYMENT_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`
    return null
  }
  if (provider === 'paymongo') {
    if (!env.PAYMONGO_SECRET_KEY) return 'PAYMENT_PROVIDER=paymongo needs PAYMONGO_SECRET_KEY'
    if (!env.PAYMONGO_WEBHOOK_SECRET) return "PAYMENT_PROVIDER=paymongo needs PAYMONGO_WEBHOOK_SECRET (the webhook's signing secret)"
    return null
  }
  return `Unknown PAYMENT_PROVIDER "${provider}": use test or paymongo`
}

/** Called when the payments endpoint is registered: a production server with unsafe payment settings does not start. */
export function assertPaymentSettings(env: Record<string, string | undefined> = process.env) {
  const problem = paymentSettingsProblem(env)
  if (problem) throw new Error(`Refusing to start: ${problem}. See .env.defaults and docs/payments.md.`)
}

/** The adapter for a provider name found on a stored row. */
export function providerNamed(name: PaymentProvider): PaymentProviderAdapter {
  return paymentProvider(name)
}

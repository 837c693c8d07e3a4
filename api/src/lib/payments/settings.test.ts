// Payment settings checked at server start (docs/payments.md, "The test provider in production mode"): a production server that lets
// the test provider mark sessions paid (ALLOW_TEST_PAYMENTS=true) must not accept webhooks signed
// with the development secret published in the repository; PayMongo needs its keys.
import { afterEach, describe, expect, it } from 'vitest'
import { createServer } from '../../server'
import { DEV_TEST_WEBHOOK_SECRET, paymentSettingsProblem } from './providers'

const LONG = 'a'.repeat(32)

describe('paymentSettingsProblem', () => {
  it('refuses the test provider in production with no secret, the repository one, or a short one', () => {
    const staging = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'true' }
    expect(paymentSettingsProblem({ ...staging, TEST_PAYMENT_WEBHOOK_SECRET: '' })).toMatch(/TEST_PAYMENT_WEBHOOK_SECRET/)
    expect(paymentSettingsProblem({ ...staging })).toMatch(/TEST_PAYMENT_WEBHOOK_SECRET/)
    expect(paymentSettingsProblem({ ...staging, TEST_PAYMENT_WEBHOOK_SECRET: DEV_TEST_WEBHOOK_SECRET })).toMatch(/development secret/)
    expect(paymentSettingsProblem({ ...staging, TEST_PAYMENT_WEBHOOK_SECRET: 'short' })).toMatch(/at least 32 characters/)
    expect(paymentSettingsProblem({ ...staging, TEST_PAYMENT_WEBHOOK_SECRET: LONG })).toBeNull()
    // The provider chosen by default (PAYMENT_PROVIDER empty) is the test provider.
    expect(paymentSettingsProblem({ NODE_ENV: 'production', PAYMENT_PROVIDER: '', ALLOW_TEST_PAYMENTS: 'true' })).toMatch(/TEST_PAYMENT_WEBHOOK_SECRET/)
  })

  it('leaves alone what already refuses money or is not production', () => {
    // Without ALLOW_TEST_PAYMENTS a production server's test provider refuses every checkout itself.
    expect(paymentSettingsProblem({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toBeNull()
    expect(paymentSettingsProblem({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'true' })).toBeNull()
    expect(paymentSettingsProblem({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'test' })).toBeNull()
  })

  it('needs PayMongo keys in production, and a known provider', () => {
    expect(paymentSettingsProblem({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'paymongo', PAYMONGO_SECRET_KEY: 'sk_live_x' })).toMatch(/PAYMONGO_WEBHOOK_SECRET/)
    expect(paymentSettingsProblem({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'paymongo', PAYMONGO_WEBHOOK_SECRET: 'whsk' })).toMatch(/PAYMONGO_SECRET_KEY/)
    expect(paymentSettingsProblem({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'paymongo', PAYMONGO_SECRET_KEY: 'sk_live_x', PAYMONGO_WEBHOOK_SECRET: 'whsk' })).toBeNull()
    expect(paymentSettingsProblem({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' })).toMatch(/Unknown PAYMENT_PROVIDER/)
  })
})

describe('the server', () => {
  const saved = { ...process.env }
  afterEach(() => {
    for (const name of ['NODE_ENV', 'PAYMENT_PROVIDER', 'ALLOW_TEST_PAYMENTS', 'TEST_PAYMENT_WEBHOOK_SECRET']) process.env[name] = saved[name]
  })

  it('refuses to start in production with test payments allowed and no webhook secret of its own', async () => {
    Object.assign(process.env, { NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'true', TEST_PAYMENT_WEBHOOK_SECRET: '' })
    await expect(createServer()).rejects.toThrow(/^Refusing to start: .*TEST_PAYMENT_WEBHOOK_SECRET/)
    process.env.TEST_PAYMENT_WEBHOOK_SECRET = LONG
    const app = await createServer()
    await app.close()
  })
})

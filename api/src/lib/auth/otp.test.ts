// Guessing reset codes (docs/auth.md, "Throttling"): each reset request allows 5 tries and each address 30
// wrong codes in 15 minutes, but rotating addresses and requesting new codes allowed about 790
// guesses at one account's code a day. Wrong codes are now capped per account as well.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authThrottles } from '../../../../db/schema'
import { createServer } from '../../server'
import { createUser } from '../../test/factories'
import { db } from '../db'
import { createResetRequest, OTP_ACCOUNT_DAILY_WRONG_CODES, otpMessages } from './otp'

// Behind one proxy, so each guess can come from the address the test names.
let app: FastifyInstance
beforeAll(async () => {
  app = await createServer({ edge: { trustProxyHops: 1 } })
})
afterAll(async () => {
  await app.close()
})

const openRequest = (email: string, userId: number | null, now = new Date()) =>
  db.transaction((tx) => createResetRequest({ email, userId }, tx, now))

const wrong = (otp: string) => (Number(otp) === 999_999 ? 100_000 : Number(otp) + 1)
async function guess(id: number, otp: number, ip: string): Promise<{ isValid: boolean; message: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    payload: { query: 'mutation ($input: ValidateOtpInput!) { validateOtp(input: $input) { isValid message } }', variables: { input: { id, otp } } },
  })
  return response.json().data.validateOtp
}

describe('wrong codes per account', () => {
  it('allows 10 wrong codes a day to one account, from however many addresses and requests', async () => {
    expect(OTP_ACCOUNT_DAILY_WRONG_CODES).toBe(10)
    const user = await createUser({ email: 'target@example.com' })
    let address = 0
    // Two full requests' worth of tries (5 each) from a new address every time.
    for (let request = 0; request < 2; request++) {
      const { row, otp } = await openRequest(user.email, user.id)
      for (let i = 0; i < 5; i++) {
        const result = await guess(row.id, wrong(otp), `198.51.100.${address++}`)
        expect(result.isValid).toBe(false)
      }
    }
    // A third code: even the right one is not checked any more today.
    const { row, otp } = await openRequest(user.email, user.id)
    const refused = await guess(row.id, Number(otp), `198.51.100.${address++}`)
    expect(refused).toEqual({ isValid: false, message: expect.stringMatching(/^Too many incorrect OTPs for this account\. Try again in \d+ (hours|minutes)\.$/) })
    // The refused try did not cost the request one of its own 5.
    const [counter] = await db.select().from(authThrottles).where(eq(authThrottles.key, 'otp-account:target@example.com'))
    expect(counter.failures).toBe(10)

    // A day later the account may try again.
    await db.update(authThrottles).set({ blockedUntil: new Date(Date.now() - 1000), windowStartedAt: new Date(Date.now() - 25 * 3_600_000) })
    expect(await guess(row.id, Number(otp), '198.51.100.250')).toEqual({ isValid: true, message: otpMessages.valid })
  })

  it('counts an unknown e-mail the same way, so the limit reveals nothing', async () => {
    let address = 0
    for (let request = 0; request < 2; request++) {
      const { row } = await openRequest('ghost@example.com', null)
      for (let i = 0; i < 5; i++) await guess(row.id, 123_456, `203.0.113.${address++}`)
    }
    const { row } = await openRequest('ghost@example.com', null)
    expect((await guess(row.id, 123_456, '203.0.113.200')).message).toMatch(/^Too many incorrect OTPs for this account/)
  })

  it('does not touch other accounts', async () => {
    const one = await createUser({ email: 'one@example.com' })
    const two = await createUser({ email: 'two@example.com' })
    for (let request = 0; request < 2; request++) {
      const { row, otp } = await openRequest(one.email, one.id)
      for (let i = 0; i < 5; i++) await guess(row.id, wrong(otp), `192.0.2.${request * 5 + i}`)
    }
    const { row, otp } = await openRequest(two.email, two.id)
    expect(await guess(row.id, Number(otp), '192.0.2.99')).toEqual({ isValid: true, message: otpMessages.valid })
  })
})

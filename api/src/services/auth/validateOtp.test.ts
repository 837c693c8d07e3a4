import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { passwordResetOtps } from '../../../../db/schema'
import { db } from '../../lib/db'
import { createResetRequest, otpMessages } from '../../lib/auth/otp'
import { createUser } from '../../test/factories'
import { asUser } from '../../test/scenario'
import { validateOtp } from './validateOtp'

const fromAddress = (ip: string, work: () => Promise<unknown>) => asUser(null, work, { ip })

async function openRequest(email: string, userId: number | null = null) {
  return db.transaction((tx) => createResetRequest({ email, userId }, tx))
}

describe('validateOtp', () => {
  it('stops one address cycling through requests after 30 wrong codes, without touching others’ codes', async () => {
    const requests = []
    for (let i = 0; i < 7; i++) requests.push(await openRequest(`nobody${i}@example.com`))
    const guess = (id: number, ip = '203.0.113.7') => fromAddress(ip, () => validateOtp({ input: { id, otp: 111_111 } }))

    for (let i = 0; i < 30; i++) {
      const result = (await guess(requests[Math.floor(i / 5)].row.id)) as { isValid: boolean; message: string }
      expect(result.message).toMatch(/^Incorrect OTP|Too many incorrect attempts/)
    }
    const refused = (await guess(requests[6].row.id)) as { isValid: boolean; message: string }
    expect(refused).toEqual({ isValid: false, message: expect.stringMatching(/^Too many incorrect OTPs from your network\. Try again in (\d+ seconds|1 minute)\.$/) })
    const [untouched] = await db.select().from(passwordResetOtps).where(eq(passwordResetOtps.id, requests[6].row.id))
    expect(untouched.attempts).toBe(0)

    // Another address is not affected.
    const elsewhere = (await guess(requests[6].row.id, '198.51.100.9')) as { message: string }
    expect(elsewhere.message).toBe('Incorrect OTP. 4 attempts left.')
  })

  it('does not count a right code or a malformed one against the address', async () => {
    const user = await createUser({ email: 'reset-me@example.com' })
    for (let i = 0; i < 40; i++) {
      const result = (await fromAddress('203.0.113.8', () => validateOtp({ input: { id: 1, otp: 12 } }))) as { message: string }
      expect(result.message).toBe(otpMessages.malformed)
    }
    const { row, otp } = await openRequest(user.email, user.id)
    const result = await fromAddress('203.0.113.8', () => validateOtp({ input: { id: row.id, otp: Number(otp) } }))
    expect(result).toEqual({ isValid: true, message: otpMessages.valid })
  })
})

describe('createResetRequest', () => {
  it('leaves exactly one live code when two requests for one e-mail race', async () => {
    const email = 'racing@example.com'
    await Promise.all([openRequest(email), openRequest(email), openRequest(email)])
    const live = await db
      .select()
      .from(passwordResetOtps)
      .where(and(eq(passwordResetOtps.email, email), isNull(passwordResetOtps.voidedAt), isNull(passwordResetOtps.usedAt)))
    expect(live).toHaveLength(1)
  })
})

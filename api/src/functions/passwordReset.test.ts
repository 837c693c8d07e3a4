import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authThrottles, infoLogs, outboxEmails, passwordResetOtps, sessions, users } from '../../../db/schema'
import { db } from '../lib/db'
import { verifyPassword } from '../lib/auth/password'
import { createServer } from '../server'
import { logIn, postAuth } from '../test/auth'
import { createUser, testPassword } from '../test/factories'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})

async function requestReset(email: string) {
  const response = await postAuth(app, { method: 'forgotPassword', username: email })
  return { response, body: response.json() as { id: number; token: string; email: string; error?: string } }
}

/** The code in the newest e-mail to `email`. */
async function mailedOtp(email: string): Promise<number> {
  const [mail] = (await db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).slice(-1)
  return Number(/\b(\d{6})\b/.exec(mail.text)![1])
}

async function validateOtp(id: number, otp: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      query: 'mutation ValidateOtp($input: ValidateOtpInput!) { validateOtp(input: $input) { isValid message } }',
      variables: { input: { id, otp } },
    }),
  })
  const json = response.json()
  if (json.errors) throw new Error(JSON.stringify(json.errors))
  return json.data.validateOtp as { isValid: boolean; message: string }
}

const wrongOtp = (otp: number) => (otp === 999_999 ? 100_000 : otp + 1)

describe('forgotPassword', () => {
  it('answers { id, token, email }, stores only hashes, and queues the code by e-mail', async () => {
    const user = await createUser({ email: 'nia@example.com' })
    const { response, body } = await requestReset('Nia@Example.com')
    expect(response.statusCode).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['email', 'id', 'token'])
    expect(body.email).toBe('nia@example.com')
    expect(body.token).toMatch(/^[\w-]{43}$/)
    const [row] = await db.select().from(passwordResetOtps)
    expect(row).toMatchObject({ id: body.id, userId: user.id, email: 'nia@example.com', attempts: 0 })
    expect(row.resetTokenHash).not.toContain(body.token)
    const otp = await mailedOtp('nia@example.com')
    expect(String(otp)).toHaveLength(6)
    expect(row.otpHash).not.toContain(String(otp))
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000)
    expect(await db.select({ action: infoLogs.action }).from(infoLogs)).toEqual([{ action: 'password-reset-requested' }])
  })

  it('answers an unknown e-mail the same way, sends nothing, and that code never validates', async () => {
    await createUser({ email: 'real@example.com' })
    const real = await requestReset('real@example.com')
    const decoy = await requestReset('nobody@example.com')
    expect(decoy.response.statusCode).toBe(real.response.statusCode)
    expect(Object.keys(decoy.body).sort()).toEqual(Object.keys(real.body).sort())
    expect(decoy.body.id).toBe(real.body.id + 1) // same sequence
    expect(decoy.body.token).toMatch(/^[\w-]{43}$/)
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'nobody@example.com'))).toEqual([])
    // The reset screen's token check passes for both.
    for (const token of [real.body.token, decoy.body.token]) {
      const check = await postAuth(app, { method: 'validateResetToken', resetToken: token })
      expect(check.statusCode).toBe(200)
    }
    // Every guess at the decoy reads like a wrong code, then too many attempts, like a real one.
    const messages: string[] = []
    for (let i = 0; i < 6; i++) messages.push((await validateOtp(decoy.body.id, 123_456 + i)).message)
    expect(messages).toEqual([
      'Incorrect OTP. 4 attempts left.',
      'Incorrect OTP. 3 attempts left.',
      'Incorrect OTP. 2 attempts left.',
      'Incorrect OTP. 1 attempt left.',
      'Too many incorrect attempts. Request a new OTP.',
      'Too many incorrect attempts. Request a new OTP.',
    ])
  })

  it('asks for an e-mail and a valid one, and limits requests per e-mail', async () => {
    expect((await requestReset('')).body).toEqual({ error: 'Enter your registered email' })
    expect((await requestReset('nope')).body).toEqual({ error: 'Enter a valid email address (e.g., name@example.com)' })
    for (let i = 0; i < 5; i++) expect((await requestReset('spam@example.com')).response.statusCode).toBe(200)
    const limited = await requestReset('spam@example.com')
    expect(limited.response.statusCode).toBe(429)
    expect(limited.body.error).toMatch(/^Too many password reset requests. Try again in \d+ minutes?\.$/)
  })
})

describe('validateOtp and resetPassword', () => {
  it('runs the whole flow: validate, reset, old sessions end, the new password works', async () => {
    const user = await createUser({ email: 'oli@example.com' })
    const old = await logIn(app, 'oli@example.com')
    const { body } = await requestReset('oli@example.com')
    const otp = await mailedOtp('oli@example.com')

    // Before validation the token alone cannot reset.
    const early = await postAuth(app, { method: 'resetPassword', resetToken: body.token, password: 'Brand-new-pass-1' })
    expect(early.json()).toEqual({ error: 'Enter the OTP from your e-mail first.' })

    expect(await validateOtp(body.id, otp)).toEqual({ isValid: true, message: 'OTP verified. You can now set a new password.' })

    const short = await postAuth(app, { method: 'resetPassword', resetToken: body.token, password: 'short', userId: body.id })
    expect(short.statusCode).toBe(400)
    expect(short.json()).toEqual({ error: 'Password must be at least 8 characters' })
    const wrongId = await postAuth(app, { method: 'resetPassword', resetToken: body.token, password: 'Brand-new-pass-1', userId: body.id + 7 })
    expect(wrongId.statusCode).toBe(400)
    expect(await verifyPassword(testPassword, (await db.select().from(users))[0].hashedPassword)).toBe(true)

    const reset = await postAuth(app, { method: 'resetPassword', resetToken: body.token, password: 'Brand-new-pass-1', userId: body.id, otp })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({})
    expect(await db.select().from(sessions)).toEqual([])
    expect((await app.inject({ method: 'GET', url: '/api/auth?method=getToken', headers: { cookie: old.cookie } })).body).toBe('')
    expect((await postAuth(app, { method: 'login', username: 'oli@example.com', password: testPassword })).statusCode).toBe(400)
    expect((await postAuth(app, { method: 'login', username: 'oli@example.com', password: 'Brand-new-pass-1' })).statusCode).toBe(200)
    const actions = (await db.select({ action: infoLogs.action, userId: infoLogs.userId }).from(infoLogs)).map((row) => row.action)
    expect(actions).toContain('password-reset')

    // Single use: the code and the token are spent.
    expect(await validateOtp(body.id, otp)).toEqual({ isValid: false, message: 'This OTP has already been used. Request a new one.' })
    const again = await postAuth(app, { method: 'resetPassword', resetToken: body.token, password: 'Another-pass-2' })
    expect(again.json()).toEqual({ error: 'This password reset has already been used. Request a new OTP.' })
    expect((await postAuth(app, { method: 'validateResetToken', resetToken: body.token })).statusCode).toBe(400)
    expect(user.id).toBeGreaterThan(0)
  })

  it('refuses an expired code without counting it', async () => {
    await createUser({ email: 'pam@example.com' })
    const { body } = await requestReset('pam@example.com')
    const otp = await mailedOtp('pam@example.com')
    await db.update(passwordResetOtps).set({ expiresAt: new Date(Date.now() - 1000) })
    expect(await validateOtp(body.id, otp)).toEqual({ isValid: false, message: 'This OTP has expired. Request a new one.' })
    const [row] = await db.select().from(passwordResetOtps)
    expect(row).toMatchObject({ attempts: 0, validatedAt: null })
    const reset = await postAuth(app, { method: 'validateResetToken', resetToken: body.token })
    expect(reset.json()).toEqual({ error: 'This password reset has expired. Request a new OTP.' })
  })

  it('voids the older code when a new one is requested', async () => {
    await createUser({ email: 'quin@example.com' })
    const first = await requestReset('quin@example.com')
    const firstOtp = await mailedOtp('quin@example.com')
    const second = await requestReset('quin@example.com')
    const secondOtp = await mailedOtp('quin@example.com')
    expect(await validateOtp(first.body.id, firstOtp)).toEqual({
      isValid: false,
      message: 'A newer OTP was sent. Use the latest code from your e-mail.',
    })
    expect((await postAuth(app, { method: 'validateResetToken', resetToken: first.body.token })).statusCode).toBe(400)
    expect((await validateOtp(second.body.id, secondOtp)).isValid).toBe(true)
  })

  it('allows 5 tries: wrong codes are counted, then even the right code is refused', async () => {
    await createUser({ email: 'ray@example.com' })
    const { body } = await requestReset('ray@example.com')
    const otp = await mailedOtp('ray@example.com')
    for (let i = 1; i <= 4; i++) {
      expect(await validateOtp(body.id, wrongOtp(otp))).toEqual({ isValid: false, message: `Incorrect OTP. ${5 - i} attempt${5 - i === 1 ? '' : 's'} left.` })
    }
    expect((await validateOtp(body.id, wrongOtp(otp))).message).toBe('Too many incorrect attempts. Request a new OTP.')
    expect(await validateOtp(body.id, otp)).toEqual({ isValid: false, message: 'Too many incorrect attempts. Request a new OTP.' })
    const [row] = await db.select().from(passwordResetOtps)
    expect(row).toMatchObject({ attempts: 5, validatedAt: null })
    const failed = await db.select().from(infoLogs).where(eq(infoLogs.action, 'otp-failed'))
    expect(failed).toHaveLength(6)
    expect(JSON.stringify(failed)).not.toContain(String(otp))
    expect((await validateOtp(body.id, 12_345)).message).toBe('Enter the 6-digit OTP from your e-mail.')
  })

  it('clears the account’s login throttle after a reset', async () => {
    await createUser({ email: 'sam@example.com' })
    for (let i = 0; i < 5; i++) await postAuth(app, { method: 'login', username: 'sam@example.com', password: `bad-${i}-pass` })
    const { body } = await requestReset('sam@example.com')
    await validateOtp(body.id, await mailedOtp('sam@example.com'))
    await postAuth(app, { method: 'resetPassword', resetToken: body.token, password: 'Fresh-pass-123' })
    expect(await db.select().from(authThrottles).where(eq(authThrottles.key, 'account:sam@example.com'))).toEqual([])
    expect((await postAuth(app, { method: 'login', username: 'sam@example.com', password: 'Fresh-pass-123' })).statusCode).toBe(200)
  })
})

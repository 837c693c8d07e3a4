import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { outboxEmails } from '../../../db/schema'
import { createServer } from '../server'
import { postAuth } from '../test/auth'
import { createUser } from '../test/factories'
import { db } from './db'
import {
  deleteOldEmails,
  enqueueEmail,
  latestEmails,
  LEASE_MS,
  OUTBOX_RETENTION_DAYS,
  REDACTED_TEXT,
  sendPendingEmails,
  SMTP_TIMEOUTS,
  smtpSendWorstCaseMs,
  smtpTransportOptions,
  type OutboxEmail,
} from './mailer'

describe('the outbox', () => {
  it('writes inside the caller’s transaction: a rollback leaves no mail', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail({ to: 'a@example.com', subject: 'Hi', text: 'Hello' }, tx)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await latestEmails()).toEqual([])
  })

  it('keeps mail without SMTP_URL (development) instead of sending it', async () => {
    await enqueueEmail({ to: 'a@example.com', subject: 'Hi', text: 'Hello' })
    expect(await sendPendingEmails()).toMatchObject({ kept: 1, sent: 0 })
    expect(await latestEmails()).toMatchObject([{ status: 'kept', attempts: 1 }])
    expect(await sendPendingEmails()).toMatchObject({ kept: 0 })
  })

  it('retries with growing delays and gives up after 6 attempts', async () => {
    const row = await enqueueEmail({ to: 'b@example.com', subject: 'Hi', text: 'Hello' })
    const failing = async () => {
      throw new Error('smtp down')
    }
    let now = new Date()
    const delays: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      const result = await sendPendingEmails({ now, send: failing })
      const [current] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, row.id))
      expect(current.attempts).toBe(attempt)
      if (attempt < 6) {
        expect(result.retried).toBe(1)
        delays.push((current.nextAttemptAt.getTime() - now.getTime()) / 60_000)
        // Not due before its time.
        expect((await sendPendingEmails({ now, send: failing })).retried).toBe(0)
        now = current.nextAttemptAt
      } else {
        expect(result.failed).toBe(1)
        expect(current).toMatchObject({ status: 'failed', lastError: 'smtp down' })
      }
    }
    expect(delays).toEqual([1, 2, 4, 8, 16])
  })

  it('marks delivered mail sent', async () => {
    await enqueueEmail({ to: 'c@example.com', subject: 'Hi', text: 'Hello' })
    const sent: string[] = []
    expect(await sendPendingEmails({ send: async (email) => void sent.push(email.to) })).toMatchObject({ sent: 1 })
    expect(sent).toEqual(['c@example.com'])
    expect((await latestEmails())[0].status).toBe('sent')
  })
})

describe('mail that holds a secret (docs/security.md, "Reset codes in mail")', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
  })

  it('a reset code is in the outbox only until it is sent', async () => {
    await createUser({ email: 'forgetful@example.com' })
    expect((await postAuth(app, { method: 'forgotPassword', username: 'forgetful@example.com' })).statusCode).toBe(200)
    const [queued] = await latestEmails()
    const code = /\b(\d{6})\b/.exec(queued.text)![1]

    const delivered: OutboxEmail[] = []
    expect(await sendPendingEmails({ send: async (email) => void delivered.push(email) })).toMatchObject({ sent: 1 })
    expect(delivered[0].text).toContain(code)
    const [after] = await latestEmails()
    expect(after).toMatchObject({ status: 'sent', subject: 'Your password reset code', to: 'forgetful@example.com', text: REDACTED_TEXT, html: null })
    expect(JSON.stringify(after)).not.toContain(code)
  })

  it('a code that expired before it could be sent is dropped, not sent late', async () => {
    const now = new Date('2030-01-01T10:00:00Z')
    await enqueueEmail({ to: 'late@example.com', subject: 'Code', text: 'Your code is 123456', sensitive: true, expiresAt: new Date(now.getTime() - 1) })
    await enqueueEmail({ to: 'soon@example.com', subject: 'Code', text: 'Your code is 654321', sensitive: true, expiresAt: new Date(now.getTime() + 60_000) })
    const delivered: string[] = []
    expect(await sendPendingEmails({ now, send: async (email) => void delivered.push(email.to) })).toMatchObject({ sent: 1, expired: 1 })
    expect(delivered).toEqual(['soon@example.com'])
    const late = (await latestEmails()).find((email) => email.to === 'late@example.com')!
    expect(late).toMatchObject({ status: 'expired', text: REDACTED_TEXT })
  })

  it('a mail without a secret keeps its text after sending', async () => {
    await enqueueEmail({ to: 'plain@example.com', subject: 'Welcome', text: 'Welcome to Tribe' })
    await sendPendingEmails({ send: async () => {} })
    expect((await latestEmails())[0]).toMatchObject({ status: 'sent', text: 'Welcome to Tribe' })
  })

  it('deletes finished mail after the retention period, and never a pending one', async () => {
    const now = new Date('2030-02-01T00:00:00Z')
    const old = new Date(now.getTime() - (OUTBOX_RETENTION_DAYS + 1) * 86_400_000)
    for (const status of ['sent', 'kept', 'failed', 'expired', 'pending']) {
      const row = await enqueueEmail({ to: `${status}@example.com`, subject: status, text: status })
      await db.update(outboxEmails).set({ status, createdAt: old }).where(eq(outboxEmails.id, row.id))
    }
    await enqueueEmail({ to: 'recent@example.com', subject: 'sent', text: 'recent' })
    await db.update(outboxEmails).set({ status: 'sent', createdAt: now }).where(eq(outboxEmails.to, 'recent@example.com'))
    expect(await deleteOldEmails(now)).toBe(4)
    expect((await latestEmails()).map((email) => email.to).sort()).toEqual(['pending@example.com', 'recent@example.com'])
  })
})

describe('the lease and the mail transport (docs/security.md, "Timeouts and shutdown")', () => {
  it('a leased mail cannot be claimed again while its send can still be running', () => {
    // nodemailer's own default socket timeout is 10 minutes; ours are explicit.
    expect(smtpTransportOptions('smtp://mail.example.com:587')).toMatchObject(SMTP_TIMEOUTS)
    expect(SMTP_TIMEOUTS.socketTimeout).toBeLessThanOrEqual(60_000)
    expect(LEASE_MS).toBeGreaterThan(smtpSendWorstCaseMs())
  })

  it('leases each mail when its turn comes, not the whole batch at once', async () => {
    for (const to of ['1@example.com', '2@example.com', '3@example.com']) await enqueueEmail({ to, subject: 'Hi', text: 'Hello' })
    const seen: number[] = []
    await sendPendingEmails({
      send: async () => {
        const rows = await db.select().from(outboxEmails)
        seen.push(rows.filter((row) => row.status === 'pending' && row.attempts === 0).length)
      },
    })
    expect(seen).toEqual([2, 1, 0])
  })
})

describe('POST /api/email-worker', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createServer()
  })
  afterAll(async () => {
    await app.close()
    delete process.env.EMAIL_WORKER_SECRET
  })

  it('runs a sweep for a direct loopback call, not through a proxy', async () => {
    await enqueueEmail({ to: 'd@example.com', subject: 'Hi', text: 'Hello' })
    const proxied = await app.inject({ method: 'POST', url: '/api/email-worker', headers: { 'x-forwarded-for': '1.2.3.4' } })
    expect(proxied.statusCode).toBe(403)
    const local = await app.inject({ method: 'POST', url: '/api/email-worker' })
    expect(local.statusCode).toBe(200)
    expect(local.json()).toMatchObject({ kept: 1 })
  })

  it('with EMAIL_WORKER_SECRET set, needs the secret header', async () => {
    process.env.EMAIL_WORKER_SECRET = 'worker-secret-123'
    expect((await app.inject({ method: 'POST', url: '/api/email-worker' })).statusCode).toBe(403)
    const wrong = await app.inject({ method: 'POST', url: '/api/email-worker', headers: { 'x-email-worker-secret': 'nope' } })
    expect(wrong.statusCode).toBe(403)
    const right = await app.inject({ method: 'POST', url: '/api/email-worker', headers: { 'x-email-worker-secret': 'worker-secret-123' } })
    expect(right.statusCode).toBe(200)
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { outboxEmails } from '../../../db/schema'
import { createServer } from '../server'
import { db } from './db'
import { enqueueEmail, latestEmails, sendPendingEmails } from './mailer'

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

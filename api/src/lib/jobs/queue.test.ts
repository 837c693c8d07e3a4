// The queue's promises, on the real database (PGlite and PostgreSQL runs): a job commits or rolls
// back with the writer's transaction, a failing job is retried with growing delays and then left
// failed for good, and the request that queued a job is named in the lines it logs.
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { runWithContext } from '../context'
import { db } from '../db'
import { loggerOptions } from '../logger'
import { queue } from './boss'
import { drainQueue } from './drain'
import { enqueue } from './enqueue'
import { jobSpecs } from './registry'
import { storedJobs } from './testing'

const failing = async () => {
  throw new Error('the mail server is down')
}

/** As if the job's delay had passed: the queue only hands out jobs whose start_after is past. */
const makeDue = (id: string) => db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${id}`)

describe('enqueue', () => {
  it('inside a transaction that rolls back leaves no job; one that commits leaves one', async () => {
    await expect(
      db.transaction(async (tx) => {
        expect(await enqueue('upload-import', { uploadJobId: 1 }, { tx })).toEqual(expect.any(String))
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await storedJobs('upload-import')).toEqual([])

    const id = await db.transaction(async (tx) => enqueue('upload-import', { uploadJobId: 2 }, { tx }))
    expect(await storedJobs('upload-import')).toMatchObject([{ id, state: 'created', data: { payload: { uploadJobId: 2 } } }])
  })

  it('collapses a sweep asked for while one is already waiting', async () => {
    const first = await enqueue('mail-sweep', {})
    expect(await enqueue('mail-sweep', {})).toBeNull()
    expect((await storedJobs('mail-sweep')).map((job) => job.id)).toEqual([first])
  })

  it('keeps the id of the request that queued the job, and its lines carry it', async () => {
    const lines: Record<string, unknown>[] = []
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) })
    const log = pino({ ...loggerOptions, level: 'info', transport: undefined }, stream)
    const request = { requestId: 'req-42', ip: '127.0.0.1' }
    const id = await runWithContext({ request, currentUser: null, loaders: new Map() }, () => enqueue('upload-import', { uploadJobId: 7 }))
    expect((await storedJobs('upload-import'))[0].data).toEqual({ payload: { uploadJobId: 7 }, requestId: 'req-42' })
    await drainQueue('upload-import', async (payload: { uploadJobId: number }) => log.info({ uploadJobId: payload.uploadJobId }, 'importing'))
    expect(lines).toMatchObject([{ msg: 'importing', uploadJobId: 7, requestId: 'req-42', jobId: id, job: 'upload-import' }])
  })
})

describe('a failing job', () => {
  it('is retried with a doubling delay, then left failed for good with its error, and runs again when retried', async () => {
    const spec = jobSpecs()['mail-sweep']
    const id = (await enqueue('mail-sweep', {}))!
    const delays: number[] = []
    for (let attempt = 1; attempt <= spec.retryLimit; attempt++) {
      expect(await drainQueue('mail-sweep', failing)).toEqual({ ran: 1, failed: 1 })
      const [job] = await storedJobs('mail-sweep')
      expect(job).toMatchObject({ id, state: 'retry', retry_count: attempt - 1, output: { message: 'the mail server is down' } })
      delays.push(job.seconds_until_start)
      // Not handed out again before its delay has passed.
      expect(await drainQueue('mail-sweep', failing)).toEqual({ ran: 0, failed: 0 })
      await makeDue(id)
    }
    // delay x 2^n / 2, plus up to as much again of jitter: 30-60 s, then 60-120 s, then 120-240 s.
    delays.forEach((seconds, n) => {
      const base = spec.retryDelaySeconds * 2 ** n
      expect(seconds).toBeGreaterThan(base - 2)
      expect(seconds).toBeLessThanOrEqual(base * 2)
    })

    // The last retry fails too: failed for good (the dead-letter state), with the last error.
    expect(await drainQueue('mail-sweep', failing)).toEqual({ ran: 1, failed: 1 })
    expect(await storedJobs('mail-sweep')).toMatchObject([{ id, state: 'failed', retry_count: spec.retryLimit, output: { message: 'the mail server is down' } }])
    await makeDue(id)
    expect(await drainQueue('mail-sweep', failing)).toEqual({ ran: 0, failed: 0 })

    // An admin's retry (services/jobs) gives it one more run.
    await queue().retry('mail-sweep', id)
    expect(await drainQueue('mail-sweep', async () => ({ sent: 1 }))).toEqual({ ran: 1, failed: 0 })
    expect(await storedJobs('mail-sweep')).toMatchObject([{ id, state: 'completed', output: { sent: 1 } }])
  })
})

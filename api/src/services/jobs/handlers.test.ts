// The work that moved onto the queue, run through it: a mail and its sweep, an upload import
// claimed by one process and not by another, and a started worker (as beside the API) that
// delivers what a request queued without anyone asking it to.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect } from 'vitest'
import { uploadJobs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { drainQueue, startJobWorker } from '../../lib/jobs'
import { eventually, separateQueue, storedJobs } from '../../lib/jobs/testing'
import { enqueueEmail, latestEmails } from '../../lib/mailer'
import { scenario } from '../../test/scenario'
import { createUploadJob } from '../uploads/jobs'
import { runQueuedUploadJobs } from '../uploads/queue'
import { importWorld, memberRow, xlsxFile } from '../uploads/uploads.scenarios'
import { jobHandlers } from './handlers'

const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

const members = () => xlsxFile('members', { Members: ['a', 'b'].map((name) => memberRow({ email: `${name}@example.com` })) })
const rowOf = async (id: number) => (await db.select().from(uploadJobs).where(eq(uploadJobs.id, id)))[0]

describe('the mail sweep on the queue', () => {
  scenario('a queued mail queues its sweep in the same transaction, and the sweep delivers it', async () => ({}), async () => {
    await db.transaction(async (tx) => {
      await enqueueEmail({ to: 'a@example.com', subject: 'Hi', text: 'Hello' }, tx)
      await enqueueEmail({ to: 'b@example.com', subject: 'Hi', text: 'Hello' }, tx)
    })
    // One sweep waits for both.
    expect(await storedJobs('mail-sweep')).toMatchObject([{ state: 'created' }])
    expect(await drainQueue('mail-sweep', jobHandlers['mail-sweep'])).toEqual({ ran: 1, failed: 0 })
    // No SMTP_URL in tests: delivered to the development outbox.
    expect((await latestEmails()).map((mail) => mail.status)).toEqual(['kept', 'kept'])
    expect(await storedJobs('mail-sweep')).toMatchObject([{ state: 'completed', output: { kept: 2, sent: 0 } }])
  })

  scenario('a started worker delivers a mail queued after it started, without being asked', async () => ({}), async () => {
    const second = separateQueue()
    stops.push(second.close)
    const worker = await startJobWorker(jobHandlers, { boss: second.boss, pollingIntervalSeconds: 0.5 })
    stops.push(worker.stop)
    await enqueueEmail({ to: 'a@example.com', subject: 'Hi', text: 'Hello' })
    await eventually(async () => (await latestEmails())[0].status === 'kept')
  })
})

describe('upload imports on the queue', () => {
  scenario('an import claimed by one process is not run by another', importWorld, async ({ uploader }) => {
    const job = await createUploadJob({ user: uploader, kind: 'members', mode: 'upsert', dryRun: false, files: [await members()] })
    expect(await storedJobs('upload-import')).toMatchObject([{ state: 'created', data: { payload: { uploadJobId: job.id } } }])

    // Process A's worker claims the queue job ...
    const processA = separateQueue()
    stops.push(processA.close)
    const [claimed] = await processA.boss.fetch<{ payload: { uploadJobId: number } }>('upload-import')
    expect(claimed.data.payload.uploadJobId).toBe(job.id)
    // ... so process B finds nothing to run, and the row waits for A.
    expect(await runQueuedUploadJobs()).toBe(0)
    expect((await rowOf(job.id)).status).toBe('queued')

    expect(await jobHandlers['upload-import'](claimed.data.payload, { id: claimed.id, name: 'upload-import', attempt: 1, retryLimit: 0 })).toEqual({ uploadJobId: job.id, status: 'succeeded' })
    await processA.boss.complete('upload-import', claimed.id)
    expect(await rowOf(job.id)).toMatchObject({ status: 'succeeded', createdRows: 2 })
    // A second copy of the queue job (a requeue racing the first run) finds the row done: nothing runs twice.
    expect(await jobHandlers['upload-import']({ uploadJobId: job.id }, { id: 'x', name: 'upload-import', attempt: 1, retryLimit: 0 })).toEqual({ uploadJobId: job.id, status: null })
  })
})

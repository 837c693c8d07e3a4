// Upload jobs on the job queue (lib/jobs): queueJob (jobs.ts) stores an upload-import job with the
// row, and whichever process's worker claims that queue job runs the row. The queue's claim is
// the only one: the row's own status moves queued -> running only for the queue job that holds
// it, so a row is never run by two processes, and a queue job whose row was already run (or was
// failed for good) does nothing.
//
// A job whose process died mid-run stays 'running' (an import stores everything in its final
// transaction, so it wrote nothing). The upload-requeue-stale schedule (every five minutes) queues
// such a row again with a new queue job, at most once: a file that takes its process down twice
// is failed for good (jobMessages.stoppedTooOften) instead of taking down every process after it.
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { infoLogs, uploadJobs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { drainQueue, enqueue, queue } from '../../lib/jobs'
import { logger } from '../../lib/logger'
import { jobMessages, MAX_JOB_RUNS, runUploadJob, type UploadJobRow } from './jobs'

const QUEUE = 'upload-import'

/** Moves the row to running if it is still queued; null when it was already taken or finished. */
async function claimRow(uploadJobId: number): Promise<UploadJobRow | null> {
  const [job] = await db
    .update(uploadJobs)
    .set({ status: 'running', startedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(uploadJobs.id, uploadJobId), eq(uploadJobs.status, 'queued')))
    .returning()
  return job ?? null
}

/** The upload-import handler: runs the row the queue job names, when it is still waiting. */
export async function runUploadImport({ uploadJobId }: { uploadJobId: number }): Promise<{ uploadJobId: number; status: string | null }> {
  const row = await claimRow(uploadJobId)
  if (!row) {
    logger.info({ uploadJobId }, 'upload job no longer queued: nothing to run')
    return { uploadJobId, status: null }
  }
  const done = await runUploadJob(row)
  return { uploadJobId, status: done.status }
}

/**
 * Runs the waiting upload jobs now, in this process, through the queue (tests, and the import
 * benchmark); answers how many upload jobs ran.
 */
export async function runQueuedUploadJobs(): Promise<number> {
  let ran = 0
  await drainQueue(QUEUE, async (payload: { uploadJobId: number }) => {
    const outcome = await runUploadImport(payload)
    if (outcome.status) ran++
    return outcome
  })
  return ran
}

/**
 * Claims the next waiting upload job through the queue and marks its row running, without running
 * it: the caller does (runUploadJob), as a worker would. Its queue job stays active until it
 * expires, as a dead process's would (tests of a process dying mid-run use this).
 */
export async function claimNextUploadJob(): Promise<UploadJobRow | null> {
  for (;;) {
    const [job] = await queue().fetch<{ payload: { uploadJobId: number } }>(QUEUE, { batchSize: 1 })
    if (!job) return null
    const row = await claimRow(job.data.payload.uploadJobId)
    if (row) return row
    await queue().complete(QUEUE, job.id)
  }
}

/**
 * Rows left 'running' since before `staleAfterMs` ago: their process died mid-run. Each is queued
 * again (a new queue job, with an 'upload.requeued' info log row), unless it has already been
 * started MAX_JOB_RUNS times: then it fails for good. The upload-requeue-stale schedule runs it.
 */
export async function requeueStaleUploadJobs(staleAfterMs: number): Promise<{ requeued: number; failed: number }> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: uploadJobs.id })
      .from(uploadJobs)
      .where(and(eq(uploadJobs.status, 'running'), lt(uploadJobs.startedAt, new Date(Date.now() - staleAfterMs))))
      .for('update', { skipLocked: true })
    if (!stale.length) return { requeued: 0, failed: 0 }
    const ids = stale.map((job) => job.id)
    const earlier = await tx
      .select({ entityId: infoLogs.entityId, runs: sql<number>`count(*)::int` })
      .from(infoLogs)
      .where(and(eq(infoLogs.action, 'upload.requeued'), eq(infoLogs.entityType, 'uploadJob'), inArray(infoLogs.entityId, ids.map(String))))
      .groupBy(infoLogs.entityId)
    const requeuedBefore = new Map(earlier.map((row) => [Number(row.entityId), row.runs]))
    // Started once, plus once per earlier requeue.
    const spent = ids.filter((id) => 1 + (requeuedBefore.get(id) ?? 0) >= MAX_JOB_RUNS)
    const again = ids.filter((id) => !spent.includes(id))
    const now = new Date()
    if (spent.length) {
      await tx
        .update(uploadJobs)
        .set({ status: 'failed', failureMessage: jobMessages.stoppedTooOften, finishedAt: now, updatedAt: now })
        .where(inArray(uploadJobs.id, spent))
    }
    if (again.length) {
      await tx.update(uploadJobs).set({ status: 'queued', startedAt: null, updatedAt: now }).where(inArray(uploadJobs.id, again))
      await tx.insert(infoLogs).values(again.map((id) => ({ action: 'upload.requeued', entityType: 'uploadJob', entityId: String(id), details: { staleAfterMs } })))
      for (const id of again) await enqueue(QUEUE, { uploadJobId: id }, { tx, singletonKey: `upload-${id}` })
    }
    return { requeued: again.length, failed: spent.length }
  })
}

// Upload jobs (db/schema/uploads.ts): an upload is stored (api/src/lib/storage) and queued as an
// upload_jobs row with an upload-import job of the queue (lib/jobs) in the same transaction; the
// queue's worker claims that job and runs the row here (queue.ts). A dry run (the preview) reads
// and checks every row and records what the import would create and update, writing nothing but
// the job. An import does the same inside ONE transaction with the writes: a file with one bad
// row stores nothing, and the job row is marked succeeded in that same transaction.
// The upload mode (create / upsert / update) is the job's own column (upload_jobs.mode), copied
// when a preview is imported, so a preview's file can be imported later without being uploaded again.
import { eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { uploadMessages, type UploadKind, type UploadMode } from '../../../../common/validation/uploads'
import { uploadJobs, type UploadRowError } from '../../../../db/schema'
import { writeInfoLog } from '../../lib/audit'
import { db, type Executor } from '../../lib/db'
import { enqueue } from '../../lib/jobs'
import { logger } from '../../lib/logger'
import { readUpload, TEMPLATES, uploadAsOneFile, type UploadedSpreadsheet } from '../../lib/spreadsheets'
import { newStorageKey, storage } from '../../lib/storage'
import { planCourses } from './courses'
import { planGroups } from './groups'
import { actingColumns, loadImporter } from './importer'
import { planMembers } from './members'
import type { Planner } from './plan'

/** Problems kept on a job; past this, one last entry says how many more there were. */
export const MAX_STORED_ERRORS = 500

/**
 * Times a job may be started: once, and once more after its process died mid-run (a restart or a
 * deploy). Never more: a file that takes a process down would otherwise take down every process
 * that claims it, forever.
 */
export const MAX_JOB_RUNS = 2

export const jobMessages = {
  stoppedTooOften: `The import stopped ${MAX_JOB_RUNS} times before it finished, so it was not tried again: nothing was stored. Split the file into smaller ones, or contact an admin.`,
  unexpected: 'The import stopped on an unexpected error: nothing was stored. Try again, or contact an admin.',
} as const

export type UploadJobRow = typeof uploadJobs.$inferSelect

/** A refused upload: the message says what to do (answered as HTTP 400). */
export class UploadRefusedError extends Error {}

/** Stores the upload and queues its job; answers the job row. */
export async function createUploadJob(input: {
  user: CurrentUser
  kind: UploadKind
  mode: UploadMode
  dryRun: boolean
  files: UploadedSpreadsheet[]
}): Promise<UploadJobRow> {
  const file = await uploadAsOneFile(input.kind, input.files)
  if ('error' in file) throw new UploadRefusedError(file.error)
  const key = newStorageKey(file.fileName)
  await storage().put(key, file.bytes, { contentType: file.contentType })
  try {
    return await queueJob(
      {
        type: input.kind,
        mode: input.mode,
        dryRun: input.dryRun,
        fileName: input.files.map((f) => f.fileName).join(', ').slice(0, 500),
        storageKey: key,
      },
      input.user,
    )
  } catch (error) {
    await storage().delete(key)
    throw error
  }
}

/**
 * Queues a job of `actor` and, with it, its info log and the queue's upload-import job (one
 * transaction: a job row is never left without the queue job that runs it). The job records the
 * access level they act as: it runs later, as that level (importer.ts).
 */
export async function queueJob(values: Omit<typeof uploadJobs.$inferInsert, 'createdById'>, actor: CurrentUser): Promise<UploadJobRow> {
  return db.transaction(async (tx) => {
    const [job] = await tx.insert(uploadJobs).values({ ...values, createdById: actor.id, ...actingColumns(actor) }).returning()
    await writeInfoLog(
      {
        action: values.dryRun ? 'upload.previewRequested' : 'upload.importRequested',
        userId: actor.id,
        originalUserId: actor.originalUserId,
        entityType: 'uploadJob',
        entityId: job.id,
        details: { type: job.type, mode: job.mode, fileName: job.fileName, actingAccessLevelId: job.actingAccessLevelId },
      },
      tx,
    )
    await enqueue('upload-import', { uploadJobId: job.id }, { tx, singletonKey: `upload-${job.id}` })
    return job
  })
}

const PLANNERS: Record<UploadKind, Planner> = {
  members: planMembers,
  groups: planGroups,
  courses: planCourses,
}

/** Runs a claimed job to its end: succeeded (a preview, or an import that stored everything) or failed. */
export async function runUploadJob(job: UploadJobRow): Promise<UploadJobRow> {
  try {
    const kind = job.type as UploadKind
    const mode = job.mode
    const bytes = job.storageKey ? await readStored(job.storageKey) : null
    if (!bytes) return finish(job.id, { status: 'failed', failureMessage: uploadMessages.fileGone })
    const parsed = await readUpload(kind, [{ fileName: job.storageKey?.split('/').pop() ?? job.fileName, bytes }])
    // Too large once unpacked, or too slow to read: the file fails as a whole, preview or import.
    if (parsed.failure) return finish(job.id, { status: 'failed', errors: capped(parsed.errors, kind), failureMessage: parsed.failure })
    if (parsed.errors.length) {
      return finish(job.id, {
        status: job.dryRun ? 'succeeded' : 'failed',
        errors: capped(parsed.errors, kind),
        failureMessage: job.dryRun ? null : uploadMessages.previewHasProblems,
      })
    }
    // Who the import acts as, as they are now (importer.ts).
    const found = await loadImporter(job)
    if ('failure' in found) return finish(job.id, { status: 'failed', failureMessage: found.failure })
    // Rows read: the page shows the total from here on.
    await db.update(uploadJobs).set({ totalRows: parsed.totalRows, updatedAt: new Date() }).where(eq(uploadJobs.id, job.id))
    const plan = (executor: Executor) => PLANNERS[kind](executor, parsed.sheets, mode, { importer: found.importer, jobId: job.id })

    if (job.dryRun) {
      const preview = await plan(db)
      return finish(job.id, {
        status: 'succeeded',
        processedRows: parsed.totalRows,
        failedRows: preview.problems.failedRows,
        createdRows: preview.created,
        updatedRows: preview.updated,
        errors: capped(preview.problems.list, kind),
      })
    }

    const outcome = await db.transaction(async (tx) => {
      // One import at a time: two files naming the same new member cannot both create them.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('upload_jobs.import'))`)
      const result = await plan(tx)
      if (result.problems.any) return { result, stored: false }
      await result.write(tx)
      const counts = { processedRows: parsed.totalRows, createdRows: result.created, updatedRows: result.updated, failedRows: 0 }
      await writeInfoLog(
        {
          action: 'upload.imported',
          userId: job.createdById,
          originalUserId: found.importer.originalUserId,
          entityType: 'uploadJob',
          entityId: job.id,
          details: { type: kind, mode, fileName: job.fileName, totalRows: parsed.totalRows, ...counts, unchangedRows: result.unchanged },
        },
        tx,
      )
      await tx
        .update(uploadJobs)
        .set({ ...counts, status: 'succeeded', finishedAt: new Date(), updatedAt: new Date() })
        .where(eq(uploadJobs.id, job.id))
      return { result, stored: true }
    })
    if (outcome.stored) return (await db.select().from(uploadJobs).where(eq(uploadJobs.id, job.id)))[0]
    return finish(job.id, {
      status: 'failed',
      processedRows: parsed.totalRows,
      failedRows: outcome.result.problems.failedRows,
      errors: capped(outcome.result.problems.list, kind),
      failureMessage: uploadMessages.previewHasProblems,
    })
  } catch (error) {
    logger.error({ err: error, jobId: job.id }, 'upload job failed')
    return finish(job.id, { status: 'failed', failureMessage: jobMessages.unexpected })
  }
}

async function finish(id: number, values: Partial<typeof uploadJobs.$inferInsert>): Promise<UploadJobRow> {
  const [job] = await db
    .update(uploadJobs)
    .set({ ...values, finishedAt: new Date(), updatedAt: new Date() })
    .where(eq(uploadJobs.id, id))
    .returning()
  return job
}

/** The problems in the template's sheet order, then by row (whole-file problems first). */
function capped(errors: UploadRowError[], kind: UploadKind): UploadRowError[] {
  const order = TEMPLATES[kind].map((s) => s.name)
  const rank = (e: UploadRowError) => (e.sheet ? order.indexOf(e.sheet) + 1 : 0)
  errors = errors.map((e, i) => ({ e, i })).sort((a, b) => rank(a.e) - rank(b.e) || a.e.row - b.e.row || a.i - b.i).map(({ e }) => e)
  if (errors.length <= MAX_STORED_ERRORS) return errors
  return [...errors.slice(0, MAX_STORED_ERRORS), { row: 0, message: uploadMessages.moreProblems(errors.length - MAX_STORED_ERRORS) }]
}

async function readStored(key: string): Promise<Buffer | null> {
  const opened = await storage().open(key)
  if (!opened) return null
  const chunks: Buffer[] = []
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

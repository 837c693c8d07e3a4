// uploadJob, uploadJobs and importUpload (api/src/graphql/uploads.sdl.ts). The uploads themselves
// arrive through api/src/functions/uploads.ts; jobs run in jobs.ts, through the job queue (queue.ts).
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { UPLOAD_KINDS, uploadMessages } from '../../../../common/validation/uploads'
import { uploadJobs as jobsTable, users } from '../../../../db/schema'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { db } from '../../lib/db'
import { nudgeWorker } from '../../lib/jobs'
import { NotFoundError, UserInputError } from '../../lib/errors'
import { pageArgsSchema, paginate } from '../../lib/paginate'
import { parseInput } from '../../lib/validation'
import type { MutationResolvers, QueryResolvers } from '../../types/graphql'
import { queueJob, type UploadJobRow } from './jobs'

const columns = {
  job: jobsTable,
  firstName: users.firstName,
  lastName: users.lastName,
}

function toJob(row: { job: UploadJobRow; firstName: string | null; lastName: string | null }) {
  const { job } = row
  const iso = (date: Date | null) => (date ? date.toISOString() : null)
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    dryRun: job.dryRun,
    fileName: job.fileName,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    createdRows: job.createdRows,
    updatedRows: job.updatedRows,
    failedRows: job.failedRows,
    errors: job.errors,
    failureMessage: job.failureMessage,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    mode: job.mode,
    createdByName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  }
}

async function findJob(id: number) {
  const [row] = await db.select(columns).from(jobsTable).leftJoin(users, eq(users.id, jobsTable.createdById)).where(eq(jobsTable.id, id))
  if (!row) throw new NotFoundError(uploadMessages.jobNotFound)
  return toJob(row)
}

export const uploadJob = (async ({ id }) => findJob(id)) satisfies QueryResolvers['uploadJob']

const listArgs = pageArgsSchema({}).extend({
  type: z.enum(UPLOAD_KINDS, { message: 'Upload type must be members, groups or courses' }).nullish(),
})

export const uploadJobs = (async (args) => {
  const { type } = parseInput(listArgs, args, 'Invalid upload list request')
  const conditions: SQL[] = []
  if (type) conditions.push(eq(jobsTable.type, type))
  const where = and(...conditions)
  return paginate(args, {
    sortable: {},
    defaultSort: [desc(jobsTable.id)],
    rows: async ({ limit, offset }) =>
      (
        await db
          .select(columns)
          .from(jobsTable)
          .leftJoin(users, eq(users.id, jobsTable.createdById))
          .where(where)
          .orderBy(desc(jobsTable.id))
          .limit(limit)
          .offset(offset)
      ).map(toJob),
    count: async () => (await db.select({ total: count() }).from(jobsTable).where(where))[0].total,
  })
}) satisfies QueryResolvers['uploadJobs']

export const importUpload = (async ({ id }) => {
  const [preview] = await db.select().from(jobsTable).where(eq(jobsTable.id, id))
  if (!preview) throw new NotFoundError(uploadMessages.jobNotFound)
  if (!preview.dryRun) throw new UserInputError(uploadMessages.notPreview)
  if (preview.status !== 'succeeded') throw new UserInputError(uploadMessages.previewNotDone)
  if (preview.failedRows > 0 || preview.errors.length > 0) throw new UserInputError(uploadMessages.previewHasProblems)
  const job = await queueJob(
    { type: preview.type, mode: preview.mode, dryRun: false, fileName: preview.fileName, storageKey: preview.storageKey },
    requireAuth(currentUser()),
  )
  nudgeWorker('upload-import')
  return findJob(job.id)
}) satisfies MutationResolvers['importUpload']

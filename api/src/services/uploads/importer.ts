// Who an import acts as. A job runs later, in a job worker (lib/jobs), with no request: the importer
// is the job's createdById, and what they may do is read again when the job runs, so an access
// level edited or taken away, or an admin role dropped, between the upload and the run counts.
//   - The flags are those of the level they acted as when they queued the job
//     (upload_jobs.acting_access_level_id). That level must still be theirs and still allow
//     uploadContents, or the job fails. Strict on purpose: guessing which of their other levels
//     they "would" have used could hand an import flags the person never acted with.
//   - The admin role is read as it is now; an admin who was impersonating them
//     (upload_jobs.original_user_id) is named in the import's info log rows, as in a request's.
// The answer is a CurrentUser as a request from them would carry it, so the staff trust rule
// (lib/auth/staffTrust.ts) and the flag checks read it exactly as they read a request's.
import { and, eq } from 'drizzle-orm'
import type { CurrentUser } from '../../../../common/currentUser'
import { accessLevels, userAccessLevels } from '../../../../db/schema'
import { loadCurrentUser } from '../../lib/auth/loadCurrentUser'
import { db } from '../../lib/db'

export const importerMessages = {
  gone: 'The person who uploaded this file can no longer sign in: nothing was stored. Upload it again from an account that can.',
  levelChanged:
    'The access level this file was uploaded as is no longer held by its uploader, or no longer allows uploads: nothing was stored. Upload it again.',
} as const

/** The columns of a new job that record who it acts as (see above). */
export const actingColumns = (actor: CurrentUser) => ({ actingAccessLevelId: actor.accessLevel?.id ?? null, originalUserId: actor.originalUserId })

/** The importer of `job` as they are now, acting as the level they queued it as; or why the job cannot run. */
export async function loadImporter(job: {
  createdById: number | null
  actingAccessLevelId: number | null
  originalUserId: number | null
}): Promise<{ importer: CurrentUser } | { failure: string }> {
  if (job.createdById === null) return { failure: importerMessages.gone }
  const levelId = job.actingAccessLevelId
  if (levelId === null) return { failure: importerMessages.levelChanged }
  const [held] = await db
    .select({ name: accessLevels.name })
    .from(userAccessLevels)
    .innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId))
    .where(and(eq(userAccessLevels.userId, job.createdById), eq(accessLevels.id, levelId)))
  if (!held) return { failure: importerMessages.levelChanged }
  const importer = await loadCurrentUser(job.createdById, { requestedRole: held.name, originalUserId: job.originalUserId })
  if (!importer) return { failure: importerMessages.gone }
  if (importer.accessLevel?.id !== levelId || importer.pageAccess.uploadContents !== true) return { failure: importerMessages.levelChanged }
  return { importer }
}

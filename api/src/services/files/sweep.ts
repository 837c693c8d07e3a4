// The sweep of unattached uploads: a file uploaded and never saved into a form (the page was
// closed), or replaced since, is removed a day after it was uploaded, object and row, so uploads
// cannot pile up unbounded. Run hourly by the job queue's files-sweep schedule (once across all
// processes; services/jobs/handlers.ts), and still safe to run in several at once (rows are claimed
// with FOR UPDATE SKIP LOCKED).
//
// Never swept:
//   - anything younger than a day (a form may still be open);
//   - payment proofs: uploaded as one (purpose payment-proof, even before it is sent) or named by
//     a payment_proofs row (stored_files.id);
//   - import workbooks: upload_jobs.storage_key (they have no stored_files row today; named here
//     so they stay safe if they get one);
//   - anything a row names by its key: users.profile_image, user_wins.image_url,
//     courses.thumbnail_url and intro_video_url, lessons.video_url and image_url,
//     lesson_files.file_url, events.image_url, resource_files.file_url, products.image_url,
//     bug_reports.screenshot_url. A new column that keeps a storage key must be added to ATTACHED here;
//   - a landing page's media (purpose page-media): a page names it by its address
//     /api/files/uploads/{id}, so a file any draft or published version mentions is kept.
//
// The rows go in one transaction per batch, with one info log naming them; the objects are
// deleted after the commit (an object whose delete fails is logged: no row names it any more).
import { sql } from 'drizzle-orm'
import { writeInfoLog } from '../../lib/audit'
import { db } from '../../lib/db'
import { logger } from '../../lib/logger'
import { storage } from '../../lib/storage'

/** How old an unattached upload must be before it is swept. */
export const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000

/** Rows per transaction, and batches per run (the next run takes the rest). */
const BATCH = 500
const MAX_BATCHES = 20

/** The columns that keep a storage key (see the top of this file), as `table.column` SQL. */
const ATTACHED = [
  sql`select 1 from users t where t.profile_image = f.key`,
  sql`select 1 from user_wins t where t.image_url = f.key`,
  sql`select 1 from courses t where t.thumbnail_url = f.key or t.intro_video_url = f.key`,
  sql`select 1 from lessons t where t.video_url = f.key or t.image_url = f.key`,
  sql`select 1 from lesson_files t where t.file_url = f.key`,
  sql`select 1 from events t where t.image_url = f.key`,
  sql`select 1 from resource_files t where t.file_url = f.key`,
  sql`select 1 from products t where t.image_url = f.key`,
  sql`select 1 from bug_reports t where t.screenshot_url = f.key`,
  sql`select 1 from upload_jobs t where t.storage_key = f.key`,
  sql`select 1 from landing_pages t where f.purpose = 'page-media' and strpos(t.draft::text, '/api/files/uploads/' || f.id || '"') > 0`,
  sql`select 1 from landing_page_versions t where f.purpose = 'page-media' and strpos(t.document::text, '/api/files/uploads/' || f.id || '"') > 0`,
  sql`select 1 from payment_proofs t where t.stored_file_id = f.id`,
]

export type SweepResult = { filesDeleted: number; bytesFreed: number }

/** Removes the uploads attached to nothing and uploaded before `now` minus a day. */
export async function sweepUnattachedUploads(now: Date = new Date()): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - SWEEP_AFTER_MS)
  const result: SweepResult = { filesDeleted: 0, bytesFreed: 0 }
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const swept = await sweepBatch(cutoff)
    for (const file of swept) {
      await storage()
        .delete(file.key)
        .catch((error) => logger.error({ err: error, key: file.key }, 'could not delete the object of a swept upload'))
    }
    result.filesDeleted += swept.length
    result.bytesFreed += swept.reduce((sum, file) => sum + Number(file.size_bytes), 0)
    if (swept.length < BATCH) break
  }
  if (result.filesDeleted) logger.info(result, 'unattached uploads swept')
  return result
}

type SweptRow = { id: number; key: string; size_bytes: number; uploaded_by_id: number | null; purpose: string | null }

async function sweepBatch(cutoff: Date): Promise<SweptRow[]> {
  return db.transaction(async (tx) => {
    const notAttached = sql.join(
      ATTACHED.map((query) => sql`not exists (${query})`),
      sql` and `,
    )
    const { rows } = await tx.execute<SweptRow>(sql`
      delete from stored_files
      where id in (
        select f.id from stored_files f
        where f.created_at < ${cutoff.toISOString()}
          and f.purpose is distinct from 'payment-proof'
          and ${notAttached}
        order by f.created_at
        limit ${BATCH}
        for update skip locked
      )
      returning id, key, size_bytes, uploaded_by_id, purpose`)
    if (rows.length) {
      await writeInfoLog(
        {
          action: 'unattached-uploads-swept',
          entityType: 'stored_file',
          details: {
            count: rows.length,
            olderThan: cutoff.toISOString(),
            files: rows.map((row) => ({ id: row.id, key: row.key, sizeBytes: Number(row.size_bytes), uploadedById: row.uploaded_by_id, purpose: row.purpose })),
          },
        },
        tx,
      )
    }
    return rows
  })
}

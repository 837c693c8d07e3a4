// Bulk imports from the spec's templates (/uploadContents): one row per uploaded workbook,
// updated by the worker as it goes so the page can show live progress.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { UploadMode } from '../../common/validation/uploads'
import { accessLevels } from './accessLevels'
import { timestamps } from './columns'
import { users } from './members'

export const UPLOAD_TYPES = ['members', 'groups', 'courses', 'subscriptions'] as const
export type UploadType = (typeof UPLOAD_TYPES)[number]
export type UploadStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled'

/** One problem with one row of the workbook. */
export type UploadRowError = { sheet?: string; row: number; column?: string; message: string }

export const uploadJobs = pgTable(
  'upload_jobs',
  {
    id: serial().primaryKey(),
    type: text().$type<UploadType>().notNull(),
    status: text().$type<UploadStatus>().notNull().default('queued'),
    // A dry run validates every row and reports what would change, writing nothing else.
    dryRun: boolean().notNull().default(false),
    // How rows meet existing ones: create only, update only, or both (common/validation/uploads.ts).
    mode: text().$type<UploadMode>().notNull().default('upsert'),
    fileName: text().notNull(),
    // Where the workbook is kept (api/src/lib/storage), so a job can be re-run.
    storageKey: text(),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    createdRows: integer().notNull().default(0),
    updatedRows: integer().notNull().default(0),
    failedRows: integer().notNull().default(0),
    // Per-row errors as jsonb: always read and shown together with the job, never queried
    // row by row. The worker caps the list (and says how many more there were) so a bad
    // 100,000-row sheet cannot make a huge row.
    errors: jsonb().$type<UploadRowError[]>().notNull().default([]),
    // Why the whole job failed, if it did.
    failureMessage: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    // Who the import acts as when it runs later: the access level the uploader acted as when they
    // queued it (it must still be theirs and still allow uploads then), and the admin who was
    // impersonating them, if one was (services/uploads/importer.ts).
    actingAccessLevelId: integer().references(() => accessLevels.id, { onDelete: 'set null' }),
    originalUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('upload_jobs_created_at_idx').on(t.createdAt),
    // The worker's queue: only unfinished jobs.
    index('upload_jobs_pending_idx').on(t.createdAt).where(sql`${t.status} in ('queued', 'running')`),
    index('upload_jobs_created_by_id_idx').on(t.createdById).where(sql`${t.createdById} is not null`),
    index('upload_jobs_acting_access_level_id_idx').on(t.actingAccessLevelId).where(sql`${t.actingAccessLevelId} is not null`),
    index('upload_jobs_original_user_id_idx').on(t.originalUserId).where(sql`${t.originalUserId} is not null`),
    check('upload_jobs_type_check', sql`${t.type} in ('members', 'groups', 'courses', 'subscriptions')`),
    check('upload_jobs_mode_check', sql`${t.mode} in ('create', 'upsert', 'update')`),
    check('upload_jobs_status_check', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`),
    check(
      'upload_jobs_progress_check',
      sql`${t.processedRows} >= 0 and ${t.processedRows} <= ${t.totalRows} and ${t.failedRows} <= ${t.processedRows}`,
    ),
  ],
)

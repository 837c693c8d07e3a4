// Every file put into the store by POST /api/upload-file (stored_files).
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './members'

// Every file put into the store (api/src/lib/storage) by POST /api/upload-file. Content rows
// (lesson files, resource files, lesson videos, profile images) keep the key; this row says what
// the bytes are, who uploaded them and when, so a form can only attach a file its own user
// uploaded, and downloads answer with the name and type checked at upload time.
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial().primaryKey(),
    // The storage key: '<yyyy>/<mm>/<uuid>/<sanitized file name>'.
    key: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    // Why it was uploaded (the upload form's `purpose`, e.g. payment-proof, lesson-video): who
    // else may read it follows from this, confirmed by what the file is attached to
    // (services/files/access.ts). Null for files from before it was recorded.
    purpose: text(),
    ...createdAt,
  },
  (t) => [
    uniqueIndex('stored_files_key_key').on(t.key),
    // The uploader's files by time: the daily upload quota sums the last day's sizes.
    index('stored_files_uploaded_by_id_idx').on(t.uploadedById, t.createdAt).where(sql`${t.uploadedById} is not null`),
    // The sweep of unattached uploads reads the oldest first.
    index('stored_files_created_at_idx').on(t.createdAt),
  ],
)

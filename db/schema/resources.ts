// Downloadable resources and links for members, affiliates or the public resources page.
import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { users } from './members'

// Stored as the spec's category names; the category is decided once at upload time (by
// extension, or by URL for links) and stored, so lists can filter and count by it with an
// index instead of parsing file names.
export const RESOURCE_CATEGORIES = [
  'images',
  'videos',
  'audio',
  'presentations',
  'spreadsheets',
  'documents',
  'pdf',
  'archive',
  'webLink',
] as const
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number]

// Downloadable resources and links, for members (my resources), affiliates (affiliate
// resources) or the public resources page.
export const resourceFiles = pgTable(
  'resource_files',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    category: text().$type<ResourceCategory>().notNull(),
    // A storage key for uploads (up to 10 MB), or the URL of a web link / video site.
    fileUrl: text().notNull(),
    fileName: text(),
    contentType: text(),
    sizeBytes: bigint({ mode: 'number' }),
    audience: text().$type<'member' | 'affiliate' | 'public'>().notNull().default('member'),
    isPublished: boolean().notNull().default(true),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('resource_files_audience_category_idx').on(t.audience, t.category, t.createdAt),
    index('resource_files_title_idx').on(t.title),
    index('resource_files_created_by_id_idx').on(t.createdById).where(sql`${t.createdById} is not null`),
    check(
      'resource_files_category_check',
      sql`${t.category} in ('images', 'videos', 'audio', 'presentations', 'spreadsheets', 'documents', 'pdf', 'archive', 'webLink')`,
    ),
    check('resource_files_audience_check', sql`${t.audience} in ('member', 'affiliate', 'public')`),
  ],
)

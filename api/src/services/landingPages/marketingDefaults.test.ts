// The marketing pages' seeded documents: each passes the block schemas unchanged, and migration 0026
// inserts exactly these (its statements are run here on the emptied tables and the rows compared).
import { readFileSync } from 'node:fs'
import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MARKETING_PATHS } from '../../../../common/landingPages'
import { parseLandingDocument } from '../../../../common/validation/landingPages'
import { landingPages, landingPageVersions } from '../../../../db/schema'
import { db } from '../../lib/db'
import { MARKETING_DEFAULTS, MARKETING_PAGE_NAMES } from './marketingDefaults'

describe('the marketing pages’ defaults', () => {
  it('one per marketing path, each a document the block schemas take as it is (nothing trimmed or dropped)', () => {
    expect(Object.keys(MARKETING_DEFAULTS).sort()).toEqual([...MARKETING_PATHS].sort())
    for (const path of MARKETING_PATHS) {
      const parsed = parseLandingDocument(MARKETING_DEFAULTS[path])
      expect(parsed, path).toEqual({ ok: true, document: MARKETING_DEFAULTS[path] })
      const document = MARKETING_DEFAULTS[path]
      expect(document.root.props.title, path).not.toBe('')
      expect(document.root.props.description.length, path).toBeLessThanOrEqual(200)
      // No prices typed into a page: a Price block names a funnel, which a seed cannot know.
      expect(document.content.some((block) => block.type === 'Price'), path).toBe(false)
      expect(document.content.some((block) => block.type === 'OptIn'), path).toBe(true)
      expect(JSON.stringify(document), path).not.toMatch(/lorem|ipsum/i)
    }
  })

  it('migration 0026 seeds each path with that document as its draft and as published version 1', async () => {
    const migration = readFileSync(new URL('../../../../db/migrations/0026_landing_pages.sql', import.meta.url), 'utf8')
    const seed = migration.slice(migration.indexOf('-- The marketing pages'))
    for (const statement of seed.split('--> statement-breakpoint')) await db.execute(sql.raw(statement))
    const rows = await db
      .select({ path: landingPages.path, name: landingPages.name, draft: landingPages.draft, document: landingPageVersions.document, version: landingPageVersions.version, publishedById: landingPageVersions.publishedById })
      .from(landingPages)
      .innerJoin(landingPageVersions, eq(landingPageVersions.id, landingPages.publishedVersionId))
      .orderBy(asc(landingPages.id))
    expect(rows.map((row) => row.path)).toEqual([...MARKETING_PATHS])
    for (const row of rows) {
      const path = row.path as (typeof MARKETING_PATHS)[number]
      expect(row, path).toEqual({ path, name: MARKETING_PAGE_NAMES[path], draft: MARKETING_DEFAULTS[path], document: MARKETING_DEFAULTS[path], version: 1, publishedById: null })
    }
  })
})

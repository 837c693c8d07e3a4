import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { featureChangelogMessages } from '../../../../common/validation/featureChangelog'
import { featureChangelogEntries, infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import {
  createFeatureChangelogEntry,
  deleteFeatureChangelogEntry,
  featureChangelogEntries as listEntries,
  publishedChangelog,
  updateFeatureChangelogEntry,
} from './featureChangelog'
import { changelog } from './featureChangelog.scenarios'

const logsOf = (action: string, id: number) => db.select().from(infoLogs).where(and(eq(infoLogs.action, action), eq(infoLogs.entityId, String(id))))
const rowOf = async (id: number) => (await db.select().from(featureChangelogEntries).where(eq(featureChangelogEntries.id, id)))[0]

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as { extensions: { code?: string; properties?: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected a refusal')
}

const PUBLIC = /* GraphQL */ `
  query { publishedChangelog { items { title version releasedOn description isPublished } totalCount } }
`

describe('publishedChangelog', () => {
  scenario('answers anyone, signed out too, the published entries newest release first', changelog, async ({ newer, older }) => {
    const result = await runGraphql(null, PUBLIC)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      publishedChangelog: {
        items: [
          { title: newer.title, version: '2.6.0', releasedOn: '2026-02-20', description: '', isPublished: true },
          { title: older.title, version: '2.4.0', releasedOn: '2026-01-05', description: 'Every point says **why**.', isPublished: true },
        ],
        totalCount: 2,
      },
    })
    expect((await publishedChangelog({ page: 2, pageSize: 1 })).items.map((entry) => entry.id)).toEqual([older.id])
  })

  scenario('an entry disappears from it the moment it is unpublished', changelog, async ({ admin, newer }) => {
    await asUser(admin, () => updateFeatureChangelogEntry({ id: newer.id, input: { isPublished: false } }))
    expect((await publishedChangelog({})).items.map((entry) => entry.title)).toEqual(['Tribe Points ledger'])
  })
})

describe('featureChangelogEntries', () => {
  scenario('lists drafts too, newest release first; filters by status, searches titles, sorts', changelog, async ({ admin, older, newer, draft }) => {
    expect((await asUser(admin, () => listEntries({}))).items.map((entry) => entry.id)).toEqual([draft.id, newer.id, older.id])
    expect((await asUser(admin, () => listEntries({ status: 'draft' }))).items.map((entry) => entry.id)).toEqual([draft.id])
    expect((await asUser(admin, () => listEntries({ status: 'published' }))).totalCount).toBe(2)
    expect((await asUser(admin, () => listEntries({ search: 'tribe points' }))).items.map((entry) => entry.id)).toEqual([draft.id, older.id])
    expect((await asUser(admin, () => listEntries({ sortBy: 'title' }))).items.map((entry) => entry.title)).toEqual([
      'Dues banner',
      'Rewards for Tribe Points',
      'Tribe Points ledger',
    ])
    const bad = await refusal(() => asUser(admin, () => listEntries({ status: 'hidden', sortBy: 'description' })))
    expect(Object.keys(bad.extensions.properties?.messages ?? {}).sort()).toEqual(['sortBy', 'status'])
  })
})

describe('createFeatureChangelogEntry', () => {
  scenario('stores a draft by default and logs it; a published one is logged as published', changelog, async ({ admin }) => {
    const draft = await asUser(admin, () =>
      createFeatureChangelogEntry({ input: { title: '  Redirect rules ', description: '- old links\n- new links', version: ' ', releasedOn: '2026-04-01' } }),
    )
    expect(draft).toMatchObject({ title: 'Redirect rules', version: null, releasedOn: '2026-04-01', isPublished: false })
    expect((await rowOf(draft.id)).createdById).toBe(admin.id)
    expect(await logsOf('feature-changelog-entry-created', draft.id)).toMatchObject([
      { userId: admin.id, entityType: 'feature_changelog_entry', details: { title: 'Redirect rules', isPublished: false, descriptionLength: 23 } },
    ])
    const published = await asUser(admin, () => createFeatureChangelogEntry({ input: { title: 'Settings', releasedOn: '2026-04-02', isPublished: true } }))
    expect(await logsOf('feature-changelog-entry-published', published.id)).toHaveLength(1)
  })

  scenario('refuses bad input with messages on the fields, and stores nothing', changelog, async ({ admin }) => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ title: ' ', releasedOn: '' }, { title: [featureChangelogMessages.titleRequired], releasedOn: [featureChangelogMessages.releasedOnRequired] }],
      [{ title: 'x'.repeat(201), releasedOn: '2026-02-30' }, { title: [featureChangelogMessages.titleTooLong], releasedOn: [featureChangelogMessages.releasedOnDate] }],
      [{ title: 'Ok', releasedOn: '01/02/2026', version: 'v'.repeat(51) }, { releasedOn: [featureChangelogMessages.releasedOnDate], version: [featureChangelogMessages.versionTooLong] }],
    ]
    for (const [input, messages] of cases) {
      const refused = await refusal(() => asUser(admin, () => createFeatureChangelogEntry({ input: input as { title: string; releasedOn: string } })))
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', properties: { messages } })
    }
    expect(await db.select().from(featureChangelogEntries)).toHaveLength(3)
  })
})

describe('updateFeatureChangelogEntry', () => {
  scenario('changes only the fields given; publishing and unpublishing are logged as such', changelog, async ({ admin, draft }) => {
    await asUser(admin, () => updateFeatureChangelogEntry({ id: draft.id, input: { title: 'Rewards', version: null } }))
    expect(await rowOf(draft.id)).toMatchObject({ title: 'Rewards', version: null, releasedOn: '2026-03-01', isPublished: false })
    expect(await logsOf('feature-changelog-entry-updated', draft.id)).toMatchObject([
      { details: { before: { title: 'Rewards for Tribe Points', version: '2.7.0' }, after: { title: 'Rewards', version: null } } },
    ])
    await asUser(admin, () => updateFeatureChangelogEntry({ id: draft.id, input: { isPublished: true } }))
    expect(await logsOf('feature-changelog-entry-published', draft.id)).toHaveLength(1)
    expect((await publishedChangelog({})).items[0].title).toBe('Rewards')
    await asUser(admin, () => updateFeatureChangelogEntry({ id: draft.id, input: { isPublished: false } }))
    expect(await logsOf('feature-changelog-entry-unpublished', draft.id)).toHaveLength(1)
  })

  scenario('refuses a bad field, and answers NOT_FOUND for an unknown id', changelog, async ({ admin, draft }) => {
    const bad = await refusal(() => asUser(admin, () => updateFeatureChangelogEntry({ id: draft.id, input: { title: '', releasedOn: 'soon' } })))
    expect(bad.extensions.properties?.messages).toEqual({ title: [featureChangelogMessages.titleRequired], releasedOn: [featureChangelogMessages.releasedOnDate] })
    expect((await rowOf(draft.id)).title).toBe('Rewards for Tribe Points')
    const missing = await refusal(() => asUser(admin, () => updateFeatureChangelogEntry({ id: 999_999, input: { isPublished: true } })))
    expect(missing.extensions.code).toBe('NOT_FOUND')
  })
})

describe('deleteFeatureChangelogEntry', () => {
  scenario('deletes the entry, keeping it whole in the info log', changelog, async ({ admin, older }) => {
    await asUser(admin, () => deleteFeatureChangelogEntry({ id: older.id }))
    expect(await rowOf(older.id)).toBeUndefined()
    expect(await logsOf('feature-changelog-entry-deleted', older.id)).toMatchObject([
      { userId: admin.id, details: { title: 'Tribe Points ledger', description: 'Every point says **why**.' } },
    ])
  })
})

describe('changelog access', () => {
  scenario('the staff operations are refused without featureChangeLog, and signed out', changelog, async ({ member, draft }) => {
    const documents = [
      'query { featureChangelogEntries { totalCount } }',
      'mutation { createFeatureChangelogEntry(input: { title: "x", releasedOn: "2026-01-01" }) { id } }',
      `mutation { updateFeatureChangelogEntry(id: ${draft.id}, input: { isPublished: true }) { id } }`,
      `mutation { deleteFeatureChangelogEntry(id: ${draft.id}) { id } }`,
    ]
    for (const document of documents) {
      expect((await runGraphql(member, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
      expect((await runGraphql(null, document)).errors?.[0].extensions?.code, document).toBe('UNAUTHENTICATED')
    }
    expect(await rowOf(draft.id)).toMatchObject({ isPublished: false })
    expect(await db.select().from(featureChangelogEntries)).toHaveLength(3)
  })
})

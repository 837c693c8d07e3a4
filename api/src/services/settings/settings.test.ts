import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { settingMessages } from '../../../../common/validation/settings'
import { infoLogs, settings } from '../../../../db/schema'
import { db } from '../../lib/db'
import { runGraphql } from '../../test/graphql'
import { asUser, currentUserFor, scenario } from '../../test/scenario'
import { liveWorkshopBeginnerSettings, updateLiveWorkshopBeginnerSetting } from './settings'
import { affiliateSwitch, buddiesSwitch, settingPages, workshopSetting } from './settings.scenarios'

const QUERY = /* GraphQL */ `
  query DefaultSettingByName($name: String!) {
    defaultSettingByName(name: $name) { id name value type }
  }
`

describe('defaultSettingByName', () => {
  scenario(
    'answers a default-scope setting as { id, name, value, type }',
    affiliateSwitch,
    async ({ row, member }) => {
      const result = await runGraphql(await currentUserFor(member.id), QUERY, { name: 'enable-affiliate' })
      expect(result.errors).toBeUndefined()
      expect(result.data).toEqual({ defaultSettingByName: { id: row.id, name: 'enable-affiliate', value: 'true', type: 'boolean' } })
    },
  )

  scenario(
    'does not answer workshop-scoped settings or unknown names',
    workshopSetting,
    async (rows) => {
      const member = await currentUserFor(rows.member.id)
      expect((await runGraphql(member, QUERY, { name: 'zoom-day-1' })).data).toEqual({ defaultSettingByName: null })
      expect((await runGraphql(member, QUERY, { name: 'no-such-setting' })).data).toEqual({ defaultSettingByName: null })
    },
  )

  scenario(
    'refuses signed-out callers',
    buddiesSwitch,
    async () => {
      const result = await runGraphql(null, QUERY, { name: 'enable-challenge-buddies' })
      expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    },
  )
})

const LIST = /* GraphQL */ `
  query Lists {
    defaultSettings { name value type description scope }
  }
`
const UPDATE_DEFAULT = /* GraphQL */ `
  mutation UpdateDefault($id: Int!, $value: String!) {
    updateDefaultSetting(id: $id, value: $value) { id name value }
  }
`

/** The stored value of a setting. */
const valueOf = async (id: number) => (await db.select({ value: settings.value }).from(settings).where(eq(settings.id, id)))[0].value
const logsOf = (id: number) => db.select().from(infoLogs).where(and(eq(infoLogs.action, 'setting-updated'), eq(infoLogs.entityId, String(id))))

describe('the settings pages', () => {
  scenario('list only their own scope, by name, with type and description', settingPages, async ({ admin, workshopAdmin }) => {
    const result = await runGraphql(admin, LIST)
    expect(result.errors).toBeUndefined()
    const list = (result.data as { defaultSettings: { name: string; scope: string }[] }).defaultSettings
    expect(list.map((s) => s.name)).toEqual(['enable-affiliate', 'max-buddies', 'plan-labels', 'renewal-checkout-link', 'welcome-text'])
    expect(list[0]).toEqual({ name: 'enable-affiliate', value: 'true', type: 'boolean', description: 'Show the Become an Affiliate button.', scope: 'default' })
    expect(await asUser(workshopAdmin, () => liveWorkshopBeginnerSettings())).toMatchObject([
      { name: 'date-day-1', scope: 'workshop-beginner', type: 'datetime' },
      { name: 'workshop-is-live', scope: 'workshop-beginner' },
      { name: 'zoom-day-1', scope: 'workshop-beginner' },
    ])
  })

  scenario('save a value of each type, record who and log before and after', settingPages, async ({ admin, settings: rows }) => {
    const saves: [string, string, string][] = [
      ['enable-affiliate', 'false', 'false'],
      ['renewal-checkout-link', '  https://tribe.example/renew  ', 'https://tribe.example/renew'],
      ['max-buddies', '7.5', '7.5'],
      ['welcome-text', 'Hello, tribe', 'Hello, tribe'],
      ['plan-labels', '["a", "b"]', '["a", "b"]'],
    ]
    for (const [name, sent, stored] of saves) {
      const result = await runGraphql(admin, UPDATE_DEFAULT, { id: rows[name].id, value: sent })
      expect(result.errors, name).toBeUndefined()
      expect(await valueOf(rows[name].id)).toBe(stored)
    }
    const [row] = await db.select().from(settings).where(eq(settings.id, rows['enable-affiliate'].id))
    expect(row.updatedById).toBe(admin.id)
    expect(await logsOf(rows['enable-affiliate'].id)).toMatchObject([
      { userId: admin.id, entityType: 'setting', details: { name: 'enable-affiliate', scope: 'default', from: 'true', to: 'false' } },
    ])
    // The shell's own read sees the new value on the very next request (nothing caches settings).
    const read = await runGraphql(admin, 'query { defaultSettingByName(name: "enable-affiliate") { value } }')
    expect(read.data).toEqual({ defaultSettingByName: { value: 'false' } })
  })

  scenario('refuse a value its type does not allow, with the message on value, and store nothing', settingPages, async ({ admin, settings: rows }) => {
    const refusals: [string, string, string][] = [
      ['enable-affiliate', 'yes', settingMessages.boolean],
      ['renewal-checkout-link', 'javascript:alert(1)', settingMessages.url],
      ['renewal-checkout-link', '//evil.example/renew', settingMessages.url],
      ['max-buddies', 'five', settingMessages.number],
      ['plan-labels', '{"gold":', settingMessages.json],
      ['welcome-text', 'x'.repeat(2001), settingMessages.textTooLong],
    ]
    for (const [name, value, message] of refusals) {
      const result = await runGraphql(admin, UPDATE_DEFAULT, { id: rows[name].id, value })
      expect(result.errors?.[0].extensions, `${name} = ${value.slice(0, 20)}`).toMatchObject({ code: 'BAD_USER_INPUT', properties: { messages: { value: [message] } } })
      expect(await valueOf(rows[name].id)).toBe(rows[name].value)
    }
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'setting-updated'))).toEqual([])
  })

  scenario('a live day starts at a Manila date and time, or is blank; anything else is refused', settingPages, async ({ workshopAdmin, settings: rows }) => {
    const day = rows['date-day-1']
    await asUser(workshopAdmin, () => updateLiveWorkshopBeginnerSetting({ id: day.id, value: ' 2026-12-07T20:00 ' }))
    expect(await valueOf(day.id)).toBe('2026-12-07T20:00')
    for (const value of ['2026-02-30T20:00', '2026-12-07 20:00', 'tomorrow', '2026-12-07T24:00']) {
      await expect(asUser(workshopAdmin, () => updateLiveWorkshopBeginnerSetting({ id: day.id, value })), value).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', properties: { messages: { value: [settingMessages.datetime] } } },
      })
    }
    await asUser(workshopAdmin, () => updateLiveWorkshopBeginnerSetting({ id: day.id, value: '' }))
    expect(await valueOf(day.id)).toBe('')
  })

  scenario('a blank link is allowed (not set yet); an unchanged value writes and logs nothing', settingPages, async ({ workshopAdmin, settings: rows }) => {
    const zoom = rows['zoom-day-1']
    await asUser(workshopAdmin, () => updateLiveWorkshopBeginnerSetting({ id: zoom.id, value: '' }))
    expect(await valueOf(zoom.id)).toBe('')
    await asUser(workshopAdmin, () => updateLiveWorkshopBeginnerSetting({ id: zoom.id, value: '' }))
    expect(await logsOf(zoom.id)).toHaveLength(1)
  })

  scenario('each page changes only its own scope: another scope\'s id is NOT_FOUND', settingPages, async ({ admin, workshopAdmin, settings: rows }) => {
    const notFound = await runGraphql(admin, UPDATE_DEFAULT, { id: rows['zoom-day-1'].id, value: 'https://evil.example' })
    expect(notFound.errors?.[0].extensions?.code).toBe('NOT_FOUND')
    await expect(asUser(workshopAdmin, () => updateLiveWorkshopBeginnerSetting({ id: rows['zoom-day-1-exp'].id, value: 'https://x.example' }))).rejects.toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    })
    expect(await valueOf(rows['zoom-day-1'].id)).toBe('https://zoom.example/1')
    expect(await valueOf(rows['zoom-day-1-exp'].id)).toBe('https://zoom.example/exp-1')
  })

  scenario('are refused without their page flag, and signed out', settingPages, async ({ admin, workshopAdmin, member, settings: rows }) => {
    const zoom = rows['zoom-day-1']
    const forbidden: [typeof admin, string, Record<string, unknown>][] = [
      [member, LIST, {}],
      [workshopAdmin, LIST, {}],
      [member, UPDATE_DEFAULT, { id: rows['enable-affiliate'].id, value: 'false' }],
      [admin, 'query { liveWorkshopBeginnerSettings { id } }', {}],
      [admin, 'query { liveWorkshopExperiencedSettings { id } }', {}],
      [workshopAdmin, 'query { liveWorkshopExperiencedSettings { id } }', {}],
      [admin, `mutation { updateLiveWorkshopBeginnerSetting(id: ${zoom.id}, value: "https://x.example") { id } }`, {}],
    ]
    for (const [user, document, variables] of forbidden) {
      expect((await runGraphql(user, document, variables)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
    }
    expect((await runGraphql(null, LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    expect(await valueOf(rows['enable-affiliate'].id)).toBe('true')
    expect(await valueOf(zoom.id)).toBe('https://zoom.example/1')
  })
})

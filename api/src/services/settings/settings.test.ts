import { describe, expect } from 'vitest'
import { settings } from '../../../../db/schema'
import { db } from '../../lib/db'
import { currentUserFor, insertUser, runGraphql } from '../../test/fixtures'
import { scenario } from '../../test/scenario'

const QUERY = /* GraphQL */ `
  query DefaultSettingByName($name: String!) {
    defaultSettingByName(name: $name) { id name value type }
  }
`

describe('defaultSettingByName', () => {
  scenario(
    'answers a default-scope setting as { id, name, value, type }',
    async () => {
      const [row] = await db.insert(settings).values({ name: 'enable-affiliate', value: 'true', type: 'boolean' }).returning()
      return { row, member: await currentUserFor((await insertUser()).id) }
    },
    async ({ row, member }) => {
      const result = await runGraphql(member, QUERY, { name: 'enable-affiliate' })
      expect(result.errors).toBeUndefined()
      expect(result.data).toEqual({ defaultSettingByName: { id: row.id, name: 'enable-affiliate', value: 'true', type: 'boolean' } })
    },
  )

  scenario(
    'does not answer workshop-scoped settings or unknown names',
    async () => {
      await db.insert(settings).values({ name: 'zoom-day-1', value: 'https://zoom.example/1', type: 'url', scope: 'workshop-beginner' })
      return { member: await currentUserFor((await insertUser()).id) }
    },
    async ({ member }) => {
      expect((await runGraphql(member, QUERY, { name: 'zoom-day-1' })).data).toEqual({ defaultSettingByName: null })
      expect((await runGraphql(member, QUERY, { name: 'no-such-setting' })).data).toEqual({ defaultSettingByName: null })
    },
  )

  scenario(
    'refuses signed-out callers',
    async () => db.insert(settings).values({ name: 'enable-challenge-buddies', value: 'true', type: 'boolean' }),
    async () => {
      const result = await runGraphql(null, QUERY, { name: 'enable-challenge-buddies' })
      expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    },
  )
})

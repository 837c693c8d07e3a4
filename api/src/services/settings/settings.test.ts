import { describe, expect } from 'vitest'
import { runGraphql } from '../../test/graphql'
import { currentUserFor, scenario } from '../../test/scenario'
import { affiliateSwitch, buddiesSwitch, workshopSetting } from './settings.scenarios'

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

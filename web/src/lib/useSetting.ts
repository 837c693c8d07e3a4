// Feature switches kept as default settings (value is the string 'true' when on).
import { gql, useQuery } from '@apollo/client'
import type { DefaultSettingByNameQuery, DefaultSettingByNameQueryVariables } from '@/types/graphql'

export const DEFAULT_SETTING_BY_NAME = gql`
  query DefaultSettingByName($name: String!) {
    defaultSettingByName(name: $name) {
      id
      name
      value
      type
    }
  }
`

/** True only when the setting exists and its value is exactly 'true'; false while loading or on error. */
export function useSettingEnabled(name: string, { skip = false } = {}): boolean {
  const { data } = useQuery<DefaultSettingByNameQuery, DefaultSettingByNameQueryVariables>(DEFAULT_SETTING_BY_NAME, {
    variables: { name },
    skip,
    fetchPolicy: 'cache-first',
  })
  return data?.defaultSettingByName?.value === 'true'
}

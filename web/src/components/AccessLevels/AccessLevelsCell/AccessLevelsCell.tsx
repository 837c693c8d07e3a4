// The access-levels list: one page of adminAccessLevels (the page passes useServerTable().variables
// and the search), shown by the AccessLevels table.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindAccessLevelsQuery, FindAccessLevelsQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreateAccessLevel } from '../accessLevelAccess'
import { AccessLevels } from '../AccessLevels/AccessLevels'
import { ACCESS_LEVEL_FIELDS } from '../AccessLevelForm/accessLevelFields'

export const QUERY = gql`
  query FindAccessLevels($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    adminAccessLevels(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        ...AccessLevelFields
        userCount
        updatedAt
      }
      totalCount
      page
      pageSize
    }
  }
  ${ACCESS_LEVEL_FIELDS}
`

export const isEmpty = (data: FindAccessLevelsQuery) => data.adminAccessLevels.totalCount === 0

export const Empty = ({ search }: FindAccessLevelsQueryVariables) => {
  const user = useCurrentUser()
  if (search) return <EmptyState title="No access levels match" description={`Nothing is named like "${search}".`} />
  return (
    <EmptyState
      title="No access levels yet"
      action={canCreateAccessLevel(user) ? { label: 'Add Access Level', to: routes.newAccessLevel() } : undefined}
    />
  )
}

export const Success = ({ adminAccessLevels }: CellSuccessProps<FindAccessLevelsQueryVariables, FindAccessLevelsQuery>) => (
  <AccessLevels accessLevels={adminAccessLevels.items} totalCount={adminAccessLevels.totalCount} />
)

export const AccessLevelsCell = createCell<FindAccessLevelsQueryVariables, FindAccessLevelsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'AccessLevelsCell',
})

export default AccessLevelsCell

// One access level with its flags (FindAccessLevel), shown by the AccessLevel component.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindAccessLevelQuery, FindAccessLevelQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { AccessLevel } from '../AccessLevel/AccessLevel'
import { ACCESS_LEVEL_FIELDS } from '../AccessLevelForm/accessLevelFields'

export const QUERY = gql`
  query FindAccessLevel($id: Int!) {
    accessLevel(id: $id) {
      ...AccessLevelFields
      userCount
      createdAt
      updatedAt
    }
  }
  ${ACCESS_LEVEL_FIELDS}
`

type Found = { accessLevel: NonNullable<FindAccessLevelQuery['accessLevel']> }

export const Empty = () => (
  <EmptyState title="Access level not found" description="It may have been deleted." action={{ label: 'All access levels', to: routes.accessLevels() }} />
)

export const Success = ({ accessLevel }: CellSuccessProps<FindAccessLevelQueryVariables, Found>) => <AccessLevel accessLevel={accessLevel} />

export const AccessLevelCell = createCell<FindAccessLevelQueryVariables, FindAccessLevelQuery, Found>({
  QUERY,
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'cache-and-network' as const }),
  Empty,
  Success,
  displayName: 'AccessLevelCell',
})

export default AccessLevelCell

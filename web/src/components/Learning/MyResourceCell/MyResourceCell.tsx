// One resource the caller may read (the member's, or the affiliate's when they act as one).
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell } from '@/lib/cell'
import type { MyResourceQuery, MyResourceQueryVariables } from '@/types/graphql'
import { ResourceDetails, ResourceFailure, ResourceLoading, ResourceNotFound } from '../resourceCellParts'
import { LEARNER_RESOURCE_FIELDS } from '../resourceFields'

export const QUERY = gql`
  query MyResource($id: Int!) {
    myResource(id: $id) {
      ...LearnerResourceFields
    }
  }
  ${LEARNER_RESOURCE_FIELDS}
`

/** `area`: the member's resources (default) or the affiliate's, where "back" leads. */
type Props = MyResourceQueryVariables & { area?: 'member' | 'affiliate' }

export const MyResourceCell = createCell<Props, MyResourceQuery>({
  QUERY,
  beforeQuery: ({ id }) => ({ variables: { id }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true }),
  Loading: ResourceLoading,
  Empty: ({ area }) =>
    area === 'affiliate' ? (
      <ResourceNotFound backTo={routes.affiliateResources()} backLabel="Back to Resources" />
    ) : (
      <ResourceNotFound backTo={routes.viewResources()} backLabel="Back to My Resources" />
    ),
  Failure: ResourceFailure,
  Success: ({ myResource }) => (myResource ? <ResourceDetails resource={myResource} /> : null),
  displayName: 'MyResourceCell',
})

export default MyResourceCell

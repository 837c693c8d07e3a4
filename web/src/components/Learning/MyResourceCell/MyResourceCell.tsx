// One resource the member may read.
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

export const MyResourceCell = createCell<MyResourceQueryVariables, MyResourceQuery>({
  QUERY,
  Loading: ResourceLoading,
  Empty: () => <ResourceNotFound backTo={routes.viewResources()} backLabel="Back to My Resources" />,
  Failure: ResourceFailure,
  Success: ({ myResource }) => (myResource ? <ResourceDetails resource={myResource} /> : null),
  displayName: 'MyResourceCell',
})

export default MyResourceCell

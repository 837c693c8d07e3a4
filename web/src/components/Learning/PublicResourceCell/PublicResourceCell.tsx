// One public resource (no sign-in).
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell } from '@/lib/cell'
import type { PublicResourceQuery, PublicResourceQueryVariables } from '@/types/graphql'
import { ResourceDetails, ResourceFailure, ResourceLoading, ResourceNotFound } from '../resourceCellParts'
import { LEARNER_RESOURCE_FIELDS } from '../resourceFields'

export const QUERY = gql`
  query PublicResource($id: Int!) {
    publicResource(id: $id) {
      ...LearnerResourceFields
    }
  }
  ${LEARNER_RESOURCE_FIELDS}
`

export const PublicResourceCell = createCell<PublicResourceQueryVariables, PublicResourceQuery>({
  QUERY,
  Loading: ResourceLoading,
  Empty: () => <ResourceNotFound backTo={routes.publicResources()} backLabel="Back to resources" />,
  Failure: ResourceFailure,
  Success: ({ publicResource }) => (publicResource ? <ResourceDetails resource={publicResource} /> : null),
  displayName: 'PublicResourceCell',
})

export default PublicResourceCell

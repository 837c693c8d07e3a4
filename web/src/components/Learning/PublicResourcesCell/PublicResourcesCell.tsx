// The public resources (no sign-in), one page, in one category or all (grouped by category).
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell } from '@/lib/cell'
import type { PublicResourcesQuery } from '@/types/graphql'
import { ResourcesEmpty, ResourcesFailure, ResourcesLoading, ResourcesPage, resourcesVariables, type ResourcesCellProps } from '../resourceCellParts'
import { LEARNER_RESOURCE_LIST_FIELDS } from '../resourceFields'

export const QUERY = gql`
  query PublicResources($category: String, $page: Int, $pageSize: Int) {
    publicResources(category: $category, page: $page, pageSize: $pageSize) {
      ...LearnerResourceListFields
    }
  }
  ${LEARNER_RESOURCE_LIST_FIELDS}
`

export const PublicResourcesCell = createCell<ResourcesCellProps, PublicResourcesQuery>({
  QUERY,
  beforeQuery: (props) => ({ variables: resourcesVariables(props), fetchPolicy: 'cache-and-network' }),
  isEmpty: (data) => data.publicResources.totalCount === 0,
  Loading: ResourcesLoading,
  Empty: ResourcesEmpty,
  Failure: ResourcesFailure,
  Success: ({ publicResources, category }) => (
    <ResourcesPage category={category} items={publicResources.items} totalCount={publicResources.totalCount} hrefFor={(id) => routes.publicResource({ id })} />
  ),
  displayName: 'PublicResourcesCell',
})

export default PublicResourcesCell

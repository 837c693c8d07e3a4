// The caller's resources, one page, in one category or all (grouped by category): the member's, or
// the affiliate's when they act as one (the API answers by the acting level).
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell } from '@/lib/cell'
import type { MyResourcesQuery } from '@/types/graphql'
import { ResourcesEmpty, ResourcesFailure, ResourcesLoading, ResourcesPage, resourcesVariables, type ResourcesCellProps } from '../resourceCellParts'
import { LEARNER_RESOURCE_LIST_FIELDS } from '../resourceFields'

export const QUERY = gql`
  query MyResources($category: String, $page: Int, $pageSize: Int) {
    myResources(category: $category, page: $page, pageSize: $pageSize) {
      ...LearnerResourceListFields
    }
  }
  ${LEARNER_RESOURCE_LIST_FIELDS}
`

export const MyResourcesCell = createCell<ResourcesCellProps, MyResourcesQuery>({
  QUERY,
  beforeQuery: (props) => ({ variables: resourcesVariables(props), fetchPolicy: 'cache-and-network' }),
  isEmpty: (data) => data.myResources.totalCount === 0,
  Loading: ResourcesLoading,
  Empty: ResourcesEmpty,
  Failure: ResourcesFailure,
  Success: ({ myResources, category, area }) => (
    <ResourcesPage
      category={category}
      items={myResources.items}
      totalCount={myResources.totalCount}
      hrefFor={(id) => (area === 'affiliate' ? routes.affiliateResource({ id }) : routes.viewResource({ id }))}
    />
  ),
  displayName: 'MyResourcesCell',
})

export default MyResourcesCell

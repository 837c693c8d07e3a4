// The category tabs of the public resources, with the count in each.
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { PublicResourceCategoriesQuery } from '@/types/graphql'
import { ResourceCategoryFilter } from '../ResourceCategoryFilter/ResourceCategoryFilter'

export const QUERY = gql`
  query PublicResourceCategories {
    publicResourceCategories {
      category
      count
    }
  }
`

export const PublicResourceCategoriesCell = createCell<Record<string, never>, PublicResourceCategoriesQuery>({
  QUERY,
  // The tabs are a convenience over the list: while they load or if they fail, the list stands alone.
  Loading: () => null,
  Failure: () => null,
  isEmpty: () => false,
  Success: ({ publicResourceCategories }) => <ResourceCategoryFilter counts={publicResourceCategories} />,
  displayName: 'PublicResourceCategoriesCell',
})

export default PublicResourceCategoriesCell

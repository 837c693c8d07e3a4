// The category tabs of My Resources, with the member's count in each.
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { MyResourceCategoriesQuery } from '@/types/graphql'
import { ResourceCategoryFilter } from '../ResourceCategoryFilter/ResourceCategoryFilter'

export const QUERY = gql`
  query MyResourceCategories {
    myResourceCategories {
      category
      count
    }
  }
`

export const MyResourceCategoriesCell = createCell<Record<string, never>, MyResourceCategoriesQuery>({
  QUERY,
  // The tabs are a convenience over the list: while they load or if they fail, the list stands alone.
  Loading: () => null,
  Failure: () => null,
  isEmpty: () => false,
  Success: ({ myResourceCategories }) => <ResourceCategoryFilter counts={myResourceCategories} />,
  displayName: 'MyResourceCategoriesCell',
})

export default MyResourceCategoriesCell

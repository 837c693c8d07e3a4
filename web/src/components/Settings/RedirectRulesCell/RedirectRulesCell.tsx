// The redirect rules list: one page of FindRedirectRules (the page passes useServerTable().variables
// and ?search=), shown by the RedirectRules table.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindRedirectRulesQuery, FindRedirectRulesQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { RedirectRules } from '../RedirectRules/RedirectRules'

export const QUERY = gql`
  query FindRedirectRules($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    redirectRules(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        id
        fromPath
        toUrl
        isPermanent
        statusCode
        isActive
        updatedAt
      }
      totalCount
      page
      pageSize
    }
  }
`

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: FindRedirectRulesQuery) => data.redirectRules.totalCount === 0

export const Empty = ({ search }: FindRedirectRulesQueryVariables) =>
  search ? (
    <EmptyState title="No rules match" description={`No from path or to URL contains "${search}".`} />
  ) : (
    <EmptyState title="No redirect rules yet" description="Add one to send visitors of an old or short path somewhere else." />
  )

export const Success = ({ redirectRules }: CellSuccessProps<FindRedirectRulesQueryVariables, FindRedirectRulesQuery>) => (
  <RedirectRules rules={redirectRules.items} totalCount={redirectRules.totalCount} />
)

export const RedirectRulesCell = createCell<FindRedirectRulesQueryVariables, FindRedirectRulesQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'RedirectRulesCell',
})

export default RedirectRulesCell

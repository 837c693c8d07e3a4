// The forms list: one page of AdminForms (the page passes useServerTable().variables and the
// search), shown by the Forms table.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { AdminFormsQuery, AdminFormsQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Forms } from '../Forms/Forms'

export const QUERY = gql`
  query AdminForms($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    adminForms(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        id
        slug
        title
        isPublic
        isPublished
        responseCount
        updatedAt
      }
      totalCount
      page
      pageSize
    }
  }
`

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: AdminFormsQuery) => data.adminForms.totalCount === 0

export const Empty = ({ search }: AdminFormsQueryVariables) =>
  search ? (
    <EmptyState title="No forms match" description={`No form's title or slug contains "${search}".`} />
  ) : (
    <EmptyState title="No forms yet" description="Create one with New form." />
  )

export const Success = ({ adminForms }: CellSuccessProps<AdminFormsQueryVariables, AdminFormsQuery>) => (
  <Forms forms={adminForms.items} totalCount={adminForms.totalCount} />
)

export const FormsCell = createCell<AdminFormsQueryVariables, AdminFormsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'FormsCell',
})

export default FormsCell

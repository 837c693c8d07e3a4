// The stages list: one page of AdminStages (the page passes useServerTable().variables and the
// search), shown by the Stages table.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { AdminStagesQuery, AdminStagesQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreateStage } from '../stageAccess'
import { Stages } from '../Stages/Stages'

export const QUERY = gql`
  query AdminStages($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    adminStages(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        id
        number
        name
        course {
          id
          name
        }
        taskCount
        memberCount
        updatedAt
      }
      totalCount
      page
      pageSize
    }
  }
`

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: AdminStagesQuery) => data.adminStages.totalCount === 0

export const Empty = ({ search }: AdminStagesQueryVariables) => {
  const user = useCurrentUser()
  if (search) return <EmptyState title="No stages match" description={`Nothing is named like "${search}".`} />
  return <EmptyState title="No stages yet" action={canCreateStage(user) ? { label: 'New stage', to: routes.newStage() } : undefined} />
}

export const Success = ({ adminStages }: CellSuccessProps<AdminStagesQueryVariables, AdminStagesQuery>) => (
  <Stages stages={adminStages.items} totalCount={adminStages.totalCount} />
)

export const StagesCell = createCell<AdminStagesQueryVariables, AdminStagesQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'StagesCell',
})

export default StagesCell

// The groups list: one server page of `groups` (the page passes useServerTable().variables and the
// address's search), each with its member and sub-group counts and its leaders.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindAdminGroupsQuery, FindAdminGroupsQueryVariables } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { nameLinkColumn } from '../nameLinkColumn'
import { canCreateGroup, canOpen } from '../groupAccess'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'

export const QUERY = gql`
  query FindAdminGroups($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    groups(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        id
        name
        memberCount
        subGroupCount
        leaders {
          id
          name
        }
      }
      totalCount
      page
      pageSize
    }
  }
`

type GroupRow = FindAdminGroupsQuery['groups']['items'][number]

const columns: DataTableColumn<GroupRow>[] = [
  nameLinkColumn((row) => routes.group({ id: row.id })),
  { key: 'memberCount', header: 'Members', sortable: true },
  { key: 'subGroupCount', header: 'Sub-groups' },
  {
    key: 'leaders',
    header: 'Leaders',
    cell: (row) =>
      row.leaders.length ? <span className="whitespace-normal">{row.leaders.map((leader) => leader.name).join(', ')}</span> : <span className="text-muted">None</span>,
  },
]

export const isEmpty = (data: FindAdminGroupsQuery) => data.groups.totalCount === 0

export const Empty = ({ search }: FindAdminGroupsQueryVariables) => {
  const user = useCurrentUser()
  if (search) return <EmptyState title="No groups match" description="Try another name." />
  return (
    <EmptyState
      title="No groups yet"
      description="Members belong to one group, and groups may have sub-groups."
      action={canCreateGroup(user) ? { label: 'Add New Group', to: routes.newGroup() } : undefined}
    />
  )
}

function GroupsTable({ groups }: { groups: FindAdminGroupsQuery['groups'] }) {
  const user = useCurrentUser()
  const canEdit = canOpen(user, 'editGroup')
  return (
    <ServerDataTable<GroupRow>
      label="Groups"
      columns={columns}
      list={groups}
      preferencesKey="admin-groups"
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <Link to={routes.group({ id: row.id })} className={buttonClassName('secondary', 'sm')}>
            Show<span className="sr-only"> {row.name}</span>
          </Link>
          {canEdit && (
            <Link to={routes.editGroup({ id: row.id })} className={buttonClassName('secondary', 'sm')}>
              Edit<span className="sr-only"> {row.name}</span>
            </Link>
          )}
        </div>
      )}
    />
  )
}

export const Success = ({ groups }: CellSuccessProps<FindAdminGroupsQueryVariables, FindAdminGroupsQuery>) => <GroupsTable groups={groups} />

export const GroupsCell = createCell<FindAdminGroupsQueryVariables, FindAdminGroupsQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'GroupsCell',
})

export default GroupsCell

// The archived users list: one server page of FindArchivedUsers, most recently archived first.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import type { FindArchivedUsersQuery, FindArchivedUsersQueryVariables } from '@/types/graphql'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { fullName } from '@/lib/fullName'
import { recordColumn, RowLink } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'

export const QUERY = gql`
  query FindArchivedUsers($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    archivedUsers(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        id
        email
        firstName
        lastName
        tribeId
        isMember
        archivedAt
      }
      totalCount
      page
      pageSize
    }
  }
`

type Row = FindArchivedUsersQuery['archivedUsers']['items'][number]

const columns: DataTableColumn<Row>[] = [
  recordColumn<Row>('name', 'Name', (row) => routes.archivedUser({ id: row.id }), (row) => fullName(row)),
  { key: 'email', header: 'E-mail', sortable: true, cell: (row) => <span className="break-all">{row.email}</span> },
  { key: 'tribeId', header: 'Tribe ID', sortable: true, cell: (row) => row.tribeId ?? <span className="text-muted">None</span> },
  { key: 'isMember', header: 'Type', cell: (row) => (row.isMember ? 'Member' : 'Non-member') },
  { key: 'archivedAt', header: 'Archived', sortable: true, cell: (row) => (row.archivedAt ? formatDate(row.archivedAt) : '') },
]

export function ArchivedUsersTable({ list }: { list: { items: Row[]; totalCount: number } }) {
  return (
    <ServerDataTable<Row>
      label="Archived users"
      columns={columns}
      list={list}
      rowActions={(row) => (
        <RowLink to={routes.archivedUser({ id: row.id })} name={row.email}>Show</RowLink>
      )}
    />
  )
}

export const isEmpty = (data: FindArchivedUsersQuery) => data.archivedUsers.totalCount === 0

export const Empty = ({ search }: FindArchivedUsersQueryVariables) =>
  search ? (
    <EmptyState title="No archived users match" description="Try part of the name, e-mail or Tribe ID." />
  ) : (
    <EmptyState title="No archived users" description="Users archived from their page, or merged into another account, appear here." />
  )

export const Success = ({ archivedUsers }: CellSuccessProps<FindArchivedUsersQueryVariables, FindArchivedUsersQuery>) => (
  <ArchivedUsersTable list={archivedUsers} />
)

export const ArchivedUsersCell = createCell<FindArchivedUsersQueryVariables, FindArchivedUsersQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'ArchivedUsersCell',
})

export default ArchivedUsersCell

// The success managers (users holding the success-manager level with a success_managers row): one
// server page, each accepting members or not, with how many members they look after.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindSuccessManagersQuery, FindSuccessManagersQueryVariables } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { nameLinkColumn } from '../nameLinkColumn'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'

export const QUERY = gql`
  query FindSuccessManagers($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    successManagers(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        id
        name
        email
        isAcceptingMembers
        memberCount
      }
      totalCount
      page
      pageSize
    }
  }
`

type Row = FindSuccessManagersQuery['successManagers']['items'][number]

const columns: DataTableColumn<Row>[] = [
  nameLinkColumn((row) => routes.successManager({ id: row.id })),
  { key: 'email', header: 'Email' },
  {
    key: 'isAcceptingMembers',
    header: 'Accepting members',
    cell: (row) => (row.isAcceptingMembers ? <Badge tone="success">Accepting</Badge> : <Badge tone="outline">Not accepting</Badge>),
  },
  { key: 'memberCount', header: 'Members', sortable: true },
]

export const isEmpty = (data: FindSuccessManagersQuery) => data.successManagers.totalCount === 0

export const Empty = ({ search }: FindSuccessManagersQueryVariables) =>
  search ? (
    <EmptyState title="No success managers match" description="Try another name or e-mail." />
  ) : (
    <EmptyState title="No success managers yet" description="Give a user the Success Manager access level to add one." />
  )

function Table({ list }: { list: FindSuccessManagersQuery['successManagers'] }) {
  return (
    <ServerDataTable<Row>
      label="Success managers"
      columns={columns}
      list={list}
      preferencesKey="success-managers"
      rowActions={(row) => (
        <Link to={routes.successManager({ id: row.id })} className={buttonClassName('secondary', 'sm')}>
          Show<span className="sr-only"> {row.name}</span>
        </Link>
      )}
    />
  )
}

export const Success = ({ successManagers }: CellSuccessProps<FindSuccessManagersQueryVariables, FindSuccessManagersQuery>) => <Table list={successManagers} />

export const SuccessManagersCell = createCell<FindSuccessManagersQueryVariables, FindSuccessManagersQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'SuccessManagersCell',
})

export default SuccessManagersCell

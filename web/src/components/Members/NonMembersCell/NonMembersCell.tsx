// The non-members list: one server page of FindNonMembers; each row with Show, Edit and Enrol
// (-> /enroll-user/{id}) where the role may.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import type { FindNonMembersQuery, FindNonMembersQueryVariables } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { fullName } from '@/lib/fullName'
import { recordColumn, RowLink } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'

export const QUERY = gql`
  query FindNonMembers($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    nonMembers(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        id
        email
        firstName
        lastName
        tribeId
        mobileNumber
        hasPassword
        createdAt
        batch {
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

export type NonMemberRow = FindNonMembersQuery['nonMembers']['items'][number]

const none = <span className="text-muted">None</span>

const columns: DataTableColumn<NonMemberRow>[] = [
  recordColumn<NonMemberRow>('name', 'Name', (row) => routes.nonMember({ id: row.id }), (row) => fullName(row)),
  { key: 'email', header: 'E-mail', sortable: true, cell: (row) => <span className="break-all">{row.email}</span> },
  { key: 'tribeId', header: 'Tribe ID', sortable: true, cell: (row) => row.tribeId ?? none },
  { key: 'mobileNumber', header: 'Mobile', cell: (row) => row.mobileNumber ?? none },
  { key: 'batch', header: 'Batch', cell: (row) => row.batch?.name ?? none },
  { key: 'createdAt', header: 'Created', sortable: true, cell: (row) => formatDate(row.createdAt) },
]

export function NonMembersTable({ list }: { list: { items: NonMemberRow[]; totalCount: number } }) {
  const user = useCurrentUser()
  const canShow = user?.pageAccess.user === true
  const canEdit = user?.pageAccess.editUser === true
  const canEnrol = user?.pageAccess.enrollUser === true
  return (
    <ServerDataTable<NonMemberRow>
      label="Non-members"
      columns={columns}
      list={list}
      rowActions={(row) => (
        <div className="flex flex-wrap justify-end gap-2">
          {canEnrol && (
            <Link to={routes.enrollUser({ id: row.id })} className={buttonClassName('primary', 'sm')}>
              Enrol<span className="sr-only"> {row.email}</span>
            </Link>
          )}
          {canShow && (
            <RowLink to={routes.nonMember({ id: row.id })} name={row.email}>Show</RowLink>
          )}
          {canEdit && (
            <RowLink to={routes.editNonMember({ id: row.id })} name={row.email}>Edit</RowLink>
          )}
        </div>
      )}
    />
  )
}

export const isEmpty = (data: FindNonMembersQuery) => data.nonMembers.totalCount === 0

export const Empty = ({ search }: FindNonMembersQueryVariables) =>
  search ? (
    <EmptyState title="No non-members match" description="Try part of the name, e-mail or Tribe ID." />
  ) : (
    <EmptyState title="No non-members" description="Accounts without a membership appear here: new sign-ups and accounts created by staff." />
  )

export const Success = ({ nonMembers }: CellSuccessProps<FindNonMembersQueryVariables, FindNonMembersQuery>) => (
  <NonMembersTable list={nonMembers} />
)

export const NonMembersCell = createCell<FindNonMembersQueryVariables, FindNonMembersQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'NonMembersCell',
})

export default NonMembersCell

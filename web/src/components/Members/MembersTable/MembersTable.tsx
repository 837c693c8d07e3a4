// The members table: one server page, sorted and paged through the address (useServerTable);
// each row with its derived status, member type, batch, group and stage; Show and Edit where the
// role may (user, editUser page flags).
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type { FindMembersQuery } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { fullName } from '@/lib/fullName'
import { statusBadge } from '../memberParams'
import { recordColumn, RowLink } from '@/components/ui/DataTable/RowActions'

export type MemberRow = FindMembersQuery['members']['items'][number]

export function MemberStatusBadge({ status, disabled = false }: { status: string; disabled?: boolean }) {
  const badge = statusBadge(status)
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={badge.tone}>{badge.label}</Badge>
      {disabled && <Badge tone="error">Disabled</Badge>}
    </span>
  )
}

const columns: DataTableColumn<MemberRow>[] = [
  recordColumn<MemberRow>('name', 'Name', (row) => routes.user({ id: row.id }), (row) => fullName(row)),
  { key: 'email', header: 'E-mail', sortable: true, cell: (row) => row.email },
  { key: 'tribeId', header: 'Tribe ID', sortable: true, cell: (row) => row.tribeId ?? <span className="text-muted">None</span> },
  { key: 'status', header: 'Status', cell: (row) => <MemberStatusBadge status={row.status} disabled={row.disabledAt != null} /> },
  { key: 'isMember', header: 'Type', cell: (row) => (row.isMember ? 'Member' : 'Non-member') },
  { key: 'batch', header: 'Batch', cell: (row) => row.batch?.name ?? <span className="text-muted">None</span> },
  { key: 'group', header: 'Group', cell: (row) => row.group?.name ?? <span className="text-muted">None</span> },
  { key: 'stage', header: 'Stage', cell: (row) => (row.stage ? `${row.stage.number}. ${row.stage.name}` : <span className="text-muted">None</span>) },
  { key: 'createdAt', header: 'Joined', sortable: true, cell: (row) => formatDate(row.createdAt) },
]

export function MembersTable({ members, totalCount }: { members: MemberRow[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  const user = useCurrentUser()
  const canShow = user?.pageAccess.user === true
  const canEdit = user?.pageAccess.editUser === true
  return (
    <DataTable<MemberRow>
      {...tableProps}
      label="Members"
      columns={columns}
      rows={members}
      totalCount={totalCount}
      primaryKey="id"
      rowActions={
        canShow || canEdit
          ? (row) => (
              <div className="flex justify-end gap-2">
                {canShow && (
                  <RowLink to={routes.user({ id: row.id })} name={row.email}>Show</RowLink>
                )}
                {canEdit && (
                  <RowLink to={routes.editUser({ id: row.id })} name={row.email}>Edit</RowLink>
                )}
              </div>
            )
          : undefined
      }
    />
  )
}

// The access-levels table: name, label, how many page and function flags are on, holders, with
// Show and Edit on each row (Edit only on a level the user may change: accessLevelAccess.ts).
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type { FindAccessLevelsQuery } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { canEditAccessLevel, levelHoldsMore } from '../accessLevelAccess'
import { ALL_PAGE_FLAGS, FUNCTION_FLAGS } from '@common/permissions'
import { RowLink } from '@/components/ui/DataTable/RowActions'

export type AccessLevelRow = FindAccessLevelsQuery['adminAccessLevels']['items'][number]

/** How many of the known flags a map turns on. */
export const countOn = (map: unknown, names: readonly string[]) =>
  names.filter((name) => (map as Record<string, unknown> | null)?.[name] === true).length

const columns: DataTableColumn<AccessLevelRow>[] = [
  {
    key: 'label',
    header: 'Label',
    sortable: true,
    hideable: false,
    cell: (row) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link to={routes.accessLevel({ id: row.id })} className="font-medium text-brand-700 hover:underline">
          {row.label}
        </Link>
        {row.isBuiltIn && <Badge>Built-in</Badge>}
      </span>
    ),
  },
  { key: 'name', header: 'Name', sortable: true, cell: (row) => <span className="font-mono text-xs">{row.name}</span> },
  { key: 'pages', header: 'Pages', cell: (row) => `${countOn(row.pageAccess, ALL_PAGE_FLAGS)} of ${ALL_PAGE_FLAGS.length}` },
  { key: 'functions', header: 'Functions', cell: (row) => `${countOn(row.functionAccess, FUNCTION_FLAGS)} of ${FUNCTION_FLAGS.length}` },
  { key: 'userCount', header: 'Users', sortable: true },
  { key: 'updatedAt', header: 'Updated', sortable: true, cell: (row) => formatDate(row.updatedAt) },
]

export function AccessLevels({ accessLevels, totalCount }: { accessLevels: AccessLevelRow[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  const user = useCurrentUser()
  const canEdit = canEditAccessLevel(user)
  return (
    <DataTable<AccessLevelRow>
      {...tableProps}
      label="Access levels"
      columns={columns}
      rows={accessLevels}
      totalCount={totalCount}
      primaryKey="id"
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <RowLink to={routes.accessLevel({ id: row.id })} name={row.label}>Show</RowLink>
          {canEdit && !levelHoldsMore(user, row) && (
            <RowLink to={routes.editAccessLevel({ id: row.id })} name={row.label}>Edit</RowLink>
          )}
        </div>
      )}
    />
  )
}

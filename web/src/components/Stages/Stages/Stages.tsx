// The stages table: one server page, sorted and paged through the address (useServerTable), with
// Show and Edit on each row.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type { AdminStagesQuery } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { canEditStage } from '../stageAccess'

export type StageRow = AdminStagesQuery['adminStages']['items'][number]

const columns: DataTableColumn<StageRow>[] = [
  { key: 'number', header: 'Stage', sortable: true, hideable: false },
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    hideable: false,
    cell: (row) => (
      <Link to={routes.stage({ id: row.id })} className="font-medium text-brand-700 hover:underline">
        {row.name}
      </Link>
    ),
  },
  { key: 'course', header: 'Course', cell: (row) => row.course?.name ?? <span className="text-muted">None</span> },
  { key: 'taskCount', header: 'Tasks', sortable: true },
  { key: 'memberCount', header: 'Members', sortable: true },
  { key: 'updatedAt', header: 'Updated', sortable: true, cell: (row) => formatDate(row.updatedAt) },
]

export function Stages({ stages, totalCount }: { stages: StageRow[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  const canEdit = canEditStage(useCurrentUser())
  return (
    <DataTable<StageRow>
      {...tableProps}
      label="Stages"
      columns={columns}
      rows={stages}
      totalCount={totalCount}
      primaryKey="id"
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <Link to={routes.stage({ id: row.id })} className={buttonClassName('secondary', 'sm')}>
            Show<span className="sr-only"> stage {row.number}</span>
          </Link>
          {canEdit && (
            <Link to={routes.editStage({ id: row.id })} className={buttonClassName('secondary', 'sm')}>
              Edit<span className="sr-only"> stage {row.number}</span>
            </Link>
          )}
        </div>
      )}
    />
  )
}

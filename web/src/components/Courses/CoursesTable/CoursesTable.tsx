// The courses table: one server page, sorted and paged through the address (useServerTable), each
// row with its status, size and the products that give it to members; Show, Edit and Publish /
// Unpublish for those who may.
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type { FindCoursesQuery } from '@/types/graphql'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { canOpen } from '../courseAccess'
import { PublishCourseButton } from '../PublishCourseButton/PublishCourseButton'
import { StatusBadge } from '../StatusBadge/StatusBadge'
import { recordColumn, RowLink } from '@/components/ui/DataTable/RowActions'

export type CourseRow = FindCoursesQuery['courses']['items'][number]

const columns: DataTableColumn<CourseRow>[] = [
  recordColumn<CourseRow>('name', 'Name', (row) => routes.course({ id: row.id }), (row) => row.name),
  { key: 'status', header: 'Status', sortable: true, cell: (row) => <StatusBadge status={row.status} /> },
  { key: 'unitCount', header: 'Units' },
  { key: 'lessonCount', header: 'Lessons' },
  {
    key: 'products',
    header: 'Products',
    cell: (row) =>
      row.products.length ? (
        <span className="whitespace-normal">{row.products.map((product) => product.name).join(', ')}</span>
      ) : (
        <span className="text-muted">None</span>
      ),
  },
  { key: 'updatedAt', header: 'Updated', sortable: true, cell: (row) => formatDate(row.updatedAt) },
]

export function CoursesTable({ courses, totalCount }: { courses: CourseRow[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  const user = useCurrentUser()
  const canEdit = canOpen(user, 'editCourse')
  return (
    <DataTable<CourseRow>
      {...tableProps}
      label="Courses"
      columns={columns}
      rows={courses}
      totalCount={totalCount}
      primaryKey="id"
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <RowLink to={routes.course({ id: row.id })} name={row.name}>Show</RowLink>
          {canEdit && (
            <RowLink to={routes.editCourse({ id: row.id })} name={row.name}>Edit</RowLink>
          )}
          {canEdit && row.status !== 'archived' && <PublishCourseButton course={row} size="sm" />}
        </div>
      )}
    />
  )
}

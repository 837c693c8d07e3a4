// Group members or buddies in the shared DataTable, one server page at a time (?page=): name,
// stage, Tribe Points, last activity and (for a whole group) the sub-group.
import { useMemo } from 'react'
import type { GroupPersonFieldsFragment } from '@/types/graphql'
import { formatDate } from '@/lib/format'
import { Avatar } from '@/components/ui/Avatar/Avatar'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { stageLabel } from '@/lib/stageLabel'

// Every group and buddy query selects the same GroupPerson fields: the GroupPersonFields fragment
// (groupPersonFields.ts).
export type Person = GroupPersonFieldsFragment

export const fullName = (person: Pick<Person, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`.trim()

const nameColumn = (youId: number | null): DataTableColumn<Person> => ({
  key: 'name',
  header: 'Name',
  hideable: false,
  cell: (person) => (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar src={person.profileImage} name={fullName(person)} size="sm" />
      <span className="truncate font-medium text-slate-900">
        {fullName(person)}
        {person.id === youId && (
          <>
            {' '}
            <span className="font-normal text-slate-500">(you)</span>
          </>
        )}
      </span>
    </span>
  ),
})

const otherColumns: DataTableColumn<Person>[] = [
  { key: 'stage', header: 'Stage', cell: (person) => (person.stage ? stageLabel(person.stage) : 'Stage 0') },
  { key: 'points', header: 'Tribe Points', cell: (person) => person.points.toLocaleString('en-PH') },
  { key: 'lastActivityAt', header: 'Last activity', cell: (person) => (person.lastActivityAt ? formatDate(person.lastActivityAt) : 'No activity yet') },
]

const subGroupColumn: DataTableColumn<Person> = { key: 'subGroup', header: 'Sub-group', cell: (person) => person.subGroup?.name ?? '—' }

type Props = {
  people: readonly Person[]
  totalCount: number
  label: string
  /** Adds the Sub-group column (a whole group's list). */
  showSubGroup?: boolean
  emptyTitle?: string
  /** The viewer's id: their row is marked (you). */
  youId?: number | null
}

export function PeopleTable({ people, totalCount, label, showSubGroup = false, emptyTitle, youId = null }: Props) {
  const { tableProps } = useServerTable()
  const columns = useMemo(
    () => [nameColumn(youId), ...otherColumns, ...(showSubGroup ? [subGroupColumn] : [])],
    [showSubGroup, youId],
  )
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={people}
      totalCount={totalCount}
      page={tableProps.page}
      pageSize={tableProps.pageSize}
      onPageChange={tableProps.onPageChange}
      primaryKey="id"
      emptyTitle={emptyTitle}
    />
  )
}

export default PeopleTable

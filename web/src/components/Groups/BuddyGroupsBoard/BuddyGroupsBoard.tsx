// The board of /admin-accountability-group and /challenge-groups: the groups (one server page),
// and for the one chosen (?groupId=) its leader and members, members assigned in bulk through the
// people picker and removed in bulk from the members table (selected by user id). What a member
// sees of the same group is /accountability-buddies or /challenge-buddies. The chosen group's own
// actions (edit, delete) sit beside its name.
import type { DocumentNode } from '@apollo/client'
import { Link } from '@redwoodjs/router'
import { useState, type ReactNode } from 'react'
import { formatDate } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import { setQueryParams, useQueryParam } from '@/lib/useQueryParam'
import { PeoplePicker } from '@/components/ui/PeoplePicker/PeoplePicker'
import { Button, buttonClassName } from '@/components/ui/Button/Button'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { membersLabel } from '../membersLabel'

export type BuddyPersonRow = { id: number; name: string; email: string }
export type BuddyGroupRow = {
  id: number
  name: string
  leader?: BuddyPersonRow | null
  memberCount: number
  members: BuddyPersonRow[]
  startsOn?: string | null
  endsOn?: string | null
}

export type BuddyGroupsBoardProps = {
  /** "Accountability groups" or "Challenge groups": the tables' names. */
  label: string
  groups: BuddyGroupRow[]
  totalCount: number
  withDates?: boolean
  choicesDocument: DocumentNode
  /** What the picker's `current` is, e.g. "Group" or "Challenges". */
  currentLabel: string
  busy?: boolean
  /** Assigns the people picked (by user id); resolves to the toast that says what it did. */
  onAssign: (groupId: number, userIds: number[]) => Promise<string | null | undefined>
  /** Removes the members ticked (by user id); resolves to the toast that says what it did. */
  onRemove: (groupId: number, userIds: number[]) => Promise<string | null | undefined>
  /** A link per group to another page (the team-lead selection), when given. */
  leadLink?: (group: BuddyGroupRow) => string
  /** The chosen group's own buttons (edit, delete), beside its name. */
  groupActions?: (group: BuddyGroupRow) => ReactNode
}

/** A bulk change of the board: its message toasted once done, or its error. */
async function toastOutcome(change: Promise<string | null | undefined>) {
  try {
    const message = await change
    if (message) notifySuccess(message)
  } catch (error) {
    notifyError(error)
  }
}

const ids = (people: { id: number }[]) => people.map((person) => person.id)

const dates = (row: BuddyGroupRow) =>
  row.startsOn ? `${formatDate(row.startsOn)}${row.endsOn ? ` to ${formatDate(row.endsOn)}` : ''}` : 'No dates'

export function BuddyGroupsBoard({
  label,
  groups,
  totalCount,
  withDates,
  choicesDocument,
  currentLabel,
  busy,
  onAssign,
  onRemove,
  leadLink,
  groupActions,
}: BuddyGroupsBoardProps) {
  const { tableProps } = useServerTable()
  const [rawId] = useQueryParam('groupId')
  const chosen = groups.find((group) => String(group.id) === rawId) ?? null
  const [memberPage, setMemberPage] = useState(1)
  const columns: DataTableColumn<BuddyGroupRow>[] = [
    { key: 'name', header: 'Name', hideable: false, cell: (row) => <span className="font-medium text-slate-900">{row.name}</span> },
    ...(withDates ? [{ key: 'startsOn', header: 'Dates', cell: dates } as DataTableColumn<BuddyGroupRow>] : []),
    { key: 'leader', header: 'Leader', cell: (row) => row.leader?.name ?? <span className="text-muted">None</span> },
    { key: 'memberCount', header: 'Members' },
  ]
  const memberColumns: DataTableColumn<BuddyPersonRow>[] = [
    { key: 'name', header: 'Name', hideable: false, cell: (row) => <span className="font-medium text-slate-900">{row.name}</span> },
    { key: 'email', header: 'Email' },
  ]
  return (
    <div className="space-y-8">
      <DataTable<BuddyGroupRow>
        {...tableProps}
        label={label}
        columns={columns}
        rows={groups}
        totalCount={totalCount}
        primaryKey="id"
        preferencesKey={`${label}-groups`}
        rowActions={(row) => (
          <div className="flex justify-end gap-2">
            <Button size="sm" variant={chosen?.id === row.id ? 'primary' : 'secondary'} onClick={() => setQueryParams({ groupId: String(row.id) })}>
              Members<span className="sr-only"> of {row.name}</span>
            </Button>
            {leadLink && (
              <Link to={leadLink(row)} className={buttonClassName('secondary', 'sm')}>
                Team lead<span className="sr-only"> of {row.name}</span>
              </Link>
            )}
          </div>
        )}
      />
      {chosen && (
        <section aria-labelledby="buddy-group-members" className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h2 id="buddy-group-members" className="break-words text-lg font-semibold text-slate-900">
                {chosen.name}
              </h2>
              <p className="text-sm text-slate-600">
                Leader: {chosen.leader?.name ?? 'none'} · {membersLabel(chosen.memberCount)}
                {withDates ? ` · ${dates(chosen)}` : ''}
              </p>
            </div>
            {groupActions && <div className="flex shrink-0 flex-wrap gap-2">{groupActions(chosen)}</div>}
          </div>
          <PeoplePicker
            document={choicesDocument}
            label={`Find members for ${chosen.name}`}
            actionLabel="Assign"
            currentLabel={currentLabel}
            busy={busy}
            exclude={[...chosen.members.map((member) => member.id), ...(chosen.leader ? [chosen.leader.id] : [])]}
            onPick={(people) => toastOutcome(onAssign(chosen.id, ids(people)))}
          />
          {chosen.members.length ? (
            <DataTable<BuddyPersonRow>
              label={`Members of ${chosen.name}`}
              columns={memberColumns}
              rows={chosen.members}
              primaryKey="id"
              page={memberPage}
              onPageChange={setMemberPage}
              preferencesKey={`${label}-members`}
              bulkActions={[{ label: 'Remove from group', variant: 'danger', onClick: (rows) => void toastOutcome(onRemove(chosen.id, ids(rows))) }]}
            />
          ) : (
            <p className="text-sm text-slate-500">No members yet.</p>
          )}
        </section>
      )}
    </div>
  )
}

// A group's page (/groups/{id}): its description, leaders and sub-groups (with their counts and
// leaders, each editable), then its members (GroupMembersCell: paged, selectable, moved or removed
// in bulk).
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindAdminGroupQuery, FindAdminGroupQueryVariables } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { RecordHeader } from '@/components/ui/RecordHeader/RecordHeader'
import { GroupMembersCell } from '../GroupMembersCell/GroupMembersCell'
import { canOpen } from '../groupAccess'

export const QUERY = gql`
  query FindAdminGroup($id: Int!) {
    group(id: $id) {
      id
      name
      description
      memberCount
      subGroupCount
      leaders {
        id
        name
        email
      }
      subGroups {
        id
        name
        memberCount
        leaders {
          id
          name
        }
      }
    }
  }
`

export const isEmpty = (data: FindAdminGroupQuery) => !data.group

export const Empty = () => <EmptyState title="Group not found" description="It may have been deleted." action={{ label: 'All groups', to: routes.groups() }} />

function GroupView({ group }: { group: NonNullable<FindAdminGroupQuery['group']> }) {
  const user = useCurrentUser()
  const { variables } = useServerTable()
  return (
    <div className="space-y-8">
      <RecordHeader back={{ to: routes.groups(), label: 'Groups' }} title={group.name} editTo={canOpen(user, 'editGroup') ? routes.editGroup({ id: group.id }) : null} editLabel="Edit group">
        <p className="mt-1 text-sm text-slate-600" aria-label="Group counts">
          {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'} · {group.subGroupCount} {group.subGroupCount === 1 ? 'sub-group' : 'sub-groups'}
        </p>
        {group.description && <p className="mt-2 max-w-2xl whitespace-pre-line text-sm text-slate-700">{group.description}</p>}
      </RecordHeader>

      <section aria-labelledby="group-leaders">
        <h2 id="group-leaders" className="mb-2 text-lg font-semibold text-slate-900">
          Leaders
        </h2>
        {group.leaders.length ? (
          <ul className="flex flex-wrap gap-2">
            {group.leaders.map((leader) => (
              <li key={leader.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {leader.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">No leaders yet.</p>
        )}
      </section>

      <section aria-labelledby="group-subgroups">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 id="group-subgroups" className="text-lg font-semibold text-slate-900">
            Sub-groups
          </h2>
          {canOpen(user, 'newSubGroup') && (
            <Link to={routes.newSubGroup({ groupId: group.id })} className={buttonClassName('secondary', 'sm')}>
              Add sub-group
            </Link>
          )}
        </div>
        {group.subGroups.length ? (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {group.subGroups.map((subGroup) => (
              <li key={subGroup.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div className="min-w-0">
                  <Link to={routes.viewSubGroup({ id: subGroup.id })} className="font-medium text-slate-900 hover:underline">
                    {subGroup.name}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {subGroup.memberCount} {subGroup.memberCount === 1 ? 'member' : 'members'}
                    {subGroup.leaders.length ? ` · Led by ${subGroup.leaders.map((leader) => leader.name).join(', ')}` : ''}
                  </p>
                </div>
                {canOpen(user, 'editSubGroup') && (
                  <Link to={routes.editSubGroup({ id: subGroup.id })} className={buttonClassName('secondary', 'sm')}>
                    Edit<span className="sr-only"> {subGroup.name}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">No sub-groups yet.</p>
        )}
      </section>

      <section aria-labelledby="group-members">
        <h2 id="group-members" className="mb-2 text-lg font-semibold text-slate-900">
          Members
        </h2>
        <GroupMembersCell {...variables} groupId={group.id} />
      </section>
    </div>
  )
}

export const Success = ({ group }: CellSuccessProps<FindAdminGroupQueryVariables, FindAdminGroupQuery>) => <GroupView group={group!} />

export const GroupCell = createCell<FindAdminGroupQueryVariables, FindAdminGroupQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'GroupCell',
})

export default GroupCell

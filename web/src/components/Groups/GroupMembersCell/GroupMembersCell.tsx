// A group's members on its page: one server page, selectable by user id (the table's primary key,
// which bulk actions require), with two bulk actions for those who may edit the group: move the
// selected members to another group or one of its sub-groups (MoveMembersDialog), or remove them
// from the group. Adding people who are elsewhere (or nowhere) goes through the people picker.
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  FindAdminGroupMembersQuery,
  FindAdminGroupMembersQueryVariables,
  MoveGroupMembersMutation,
  MoveGroupMembersMutationVariables,
  RemoveGroupMembersMutation,
  RemoveGroupMembersMutationVariables,
} from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { Modal } from '@/components/ui/Modal/Modal'
import { GROUP_USER_CHOICES } from '../LeadersField'
import { MoveMembersDialog } from '../MoveMembersDialog'
import { PeoplePicker } from '@/components/ui/PeoplePicker/PeoplePicker'
import { canOpen } from '../groupAccess'
import { membersLabel } from '../membersLabel'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'

export const QUERY = gql`
  query FindAdminGroupMembers($groupId: Int!, $page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder) {
    groupMembers(groupId: $groupId, page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder) {
      items {
        id
        name
        email
        subGroupName
        joinedAt
      }
      totalCount
      page
      pageSize
    }
  }
`

export const MOVE_GROUP_MEMBERS = gql`
  mutation MoveGroupMembers($userIds: [Int!]!, $groupId: Int!, $subGroupId: Int) {
    moveGroupMembers(userIds: $userIds, groupId: $groupId, subGroupId: $subGroupId) {
      movedCount
      fromOtherGroupsCount
    }
  }
`

const REMOVE_GROUP_MEMBERS = gql`
  mutation RemoveGroupMembers($groupId: Int!, $userIds: [Int!]!) {
    removeGroupMembers(groupId: $groupId, userIds: $userIds)
  }
`

type MemberRow = FindAdminGroupMembersQuery['groupMembers']['items'][number]

const columns: DataTableColumn<MemberRow>[] = [
  { key: 'name', header: 'Name', sortable: true, hideable: false, cell: (row) => <span className="font-medium text-slate-900">{row.name}</span> },
  { key: 'email', header: 'Email' },
  { key: 'subGroupName', header: 'Sub-group', cell: (row) => row.subGroupName ?? <span className="text-muted">None</span> },
  { key: 'joinedAt', header: 'Joined', sortable: true, cell: (row) => formatDate(row.joinedAt) },
]

const REFETCH = ['FindAdminGroupMembers', 'FindAdminGroup', 'FindAdminGroups']


function Members({ groupId, list }: { groupId: number; list: FindAdminGroupMembersQuery['groupMembers'] | null }) {
  const user = useCurrentUser()
  const canEdit = canOpen(user, 'editGroup')
  const [moving, setMoving] = useState<MemberRow[] | null>(null)
  const [removing, setRemoving] = useState<MemberRow[] | null>(null)
  const [move, { loading: moveBusy }] = useMutation<MoveGroupMembersMutation, MoveGroupMembersMutationVariables>(MOVE_GROUP_MEMBERS, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  })
  const [remove, { loading: removeBusy }] = useMutation<RemoveGroupMembersMutation, RemoveGroupMembersMutationVariables>(REMOVE_GROUP_MEMBERS, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  })

  const addHere = async (people: { id: number }[]) => {
    try {
      const result = (await move({ variables: { userIds: people.map((person) => person.id), groupId } })).data?.moveGroupMembers
      if (result) {
        notifySuccess(
          `Added ${membersLabel(result.movedCount)}${result.fromOtherGroupsCount ? ` (${result.fromOtherGroupsCount} left another group)` : ''}`,
        )
      }
    } catch (error) {
      notifyError(error)
    }
  }

  const onRemove = async () => {
    if (!removing) return
    try {
      const count = (await remove({ variables: { groupId, userIds: removing.map((row) => row.id) } })).data?.removeGroupMembers ?? 0
      notifySuccess(`Removed ${membersLabel(count)} from the group`)
      setRemoving(null)
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    <div className="space-y-4">
      {canEdit && (
        <details className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <summary className="cursor-pointer text-sm font-medium text-slate-800">Add members to this group</summary>
          <p className="my-2 text-xs text-slate-500">Someone in another group leaves it: a member belongs to one group.</p>
          <PeoplePicker document={GROUP_USER_CHOICES} label="Find members to add" actionLabel="Add" currentLabel="Group" busy={moveBusy} onPick={addHere} />
        </details>
      )}
      {list && list.totalCount > 0 ? (
        <ServerDataTable<MemberRow>
          label="Group members"
          columns={columns}
          list={list}
          preferencesKey="admin-group-members"
          bulkActions={
            canEdit
              ? [
                  { label: 'Move', onClick: (rows) => setMoving(rows) },
                  { label: 'Remove', variant: 'danger', onClick: (rows) => setRemoving(rows) },
                ]
              : undefined
          }
        />
      ) : (
        <p className="text-sm text-slate-500">No members in this group yet.</p>
      )}
      {moving && (
        <MoveMembersDialog
          people={moving}
          currentGroupId={groupId}
          busy={moveBusy}
          onClose={() => setMoving(null)}
          onMove={async (target) => {
            try {
              const result = (await move({ variables: { userIds: moving.map((row) => row.id), groupId: target.groupId, subGroupId: target.subGroupId } })).data
                ?.moveGroupMembers
              if (result) notifySuccess(`Moved ${membersLabel(result.movedCount)} to ${target.label}`)
              setMoving(null)
            } catch (error) {
              notifyError(error)
            }
          }}
        />
      )}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${membersLabel(removing?.length ?? 0)} from the group?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button variant="danger" loading={removeBusy} onClick={() => void onRemove()}>
              Remove
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">They will have no group until they are moved to one: {removing?.map((row) => row.name).join(', ')}.</p>
      </Modal>
    </div>
  )
}

// An empty group still shows the add-members box, so Empty is not used: Success handles none.
export const isEmpty = () => false

export const Success = ({ groupMembers, groupId }: CellSuccessProps<FindAdminGroupMembersQueryVariables, FindAdminGroupMembersQuery>) => (
  <Members groupId={groupId} list={groupMembers} />
)

export const GroupMembersCell = createCell<FindAdminGroupMembersQueryVariables, FindAdminGroupMembersQuery>({
  QUERY,
  isEmpty,
  Success,
  displayName: 'GroupMembersCell',
})

export default GroupMembersCell

// The chosen challenge group's own actions on the /challenge-groups board: editing its
// name, dates and leader in a dialog (the shared challengeGroupSchema, as creating one), and
// deleting it once confirmed (its members leave this challenge only).
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { challengeGroupSchema, type ChallengeGroupFormValues } from '@common/validation/groups'
import type {
  ChallengeGroupInput,
  UpdateChallengeGroupMutation,
  UpdateChallengeGroupMutationVariables,
} from '@/types/graphql'
import type { BuddyGroupRow, BuddyPersonRow } from '../BuddyGroupsBoard/BuddyGroupsBoard'
import { DeleteBuddyGroup } from '../BuddyGroupsBoard/DeleteBuddyGroup'
import { PeoplePicker } from '@/components/ui/PeoplePicker/PeoplePicker'
import { Button } from '@/components/ui/Button/Button'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { Modal } from '@/components/ui/Modal/Modal'
import { CHALLENGE_CHOICES } from '../challengeChoices'
import { membersLabel } from '../membersLabel'
import { submitThen } from '@/components/ui/Form/submitThen'

export const UPDATE_CHALLENGE_GROUP = gql`
  mutation UpdateChallengeGroup($id: Int!, $input: ChallengeGroupInput!) {
    updateChallengeGroup(id: $id, input: $input) {
      id
      name
    }
  }
`

export const DELETE_CHALLENGE_GROUP = gql`
  mutation DeleteChallengeGroup($id: Int!) {
    deleteChallengeGroup(id: $id)
  }
`

const refetch = { refetchQueries: ['FindChallengeGroups'], awaitRefetchQueries: true }

/** The optional leader as a form field (leaderId): who leads now, a picker to choose, and "No leader". */
function LeaderField({ initial }: { initial: BuddyPersonRow | null }) {
  const { control } = useFormContext()
  const { field } = useController({ name: 'leaderId', control })
  const [person, setPerson] = useState<BuddyPersonRow | null>(initial)
  const chosen = person && field.value === person.id ? person : null
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Leader (optional)</legend>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-800" aria-live="polite">
          {chosen ? `Leader now: ${chosen.name}` : 'No leader'}
        </p>
        {chosen && (
          <Button size="sm" variant="secondary" onClick={() => field.onChange(null)}>
            No leader
          </Button>
        )}
      </div>
      <PeoplePicker
        document={CHALLENGE_CHOICES}
        label="Find a leader"
        actionLabel="Choose"
        single
        currentLabel="Challenges"
        onPick={([picked]) => {
          setPerson(picked)
          field.onChange(picked.id)
        }}
      />
    </fieldset>
  )
}

function EditGroup({ group }: { group: BuddyGroupRow }) {
  const [open, setOpen] = useState(false)
  const [update, { loading, error, reset }] = useMutation<UpdateChallengeGroupMutation, UpdateChallengeGroupMutationVariables>(UPDATE_CHALLENGE_GROUP, refetch)
  const onSave = submitThen(
    async (input: ChallengeGroupInput) => update({ variables: { id: group.id, input: { ...input, leaderId: input.leaderId ?? null } } }),
    'Challenge group saved',
    () => setOpen(false),
  )
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          reset()
          setOpen(true)
        }}
      >
        Edit group
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} preventClose={loading} title={`Edit ${group.name}`} size="lg">
        <Form<ChallengeGroupFormValues, ChallengeGroupInput>
          schema={challengeGroupSchema}
          defaultValues={{ name: group.name, startsOn: group.startsOn ?? '', endsOn: group.endsOn ?? '', leaderId: group.leader?.id ?? null }}
          onSubmit={onSave}
          error={error}
          aria-label={`Edit ${group.name}`}
        >
          <TextField name="name" label="Name" required maxLength={120} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="startsOn" label="Starts on" type="date" />
            <TextField name="endsOn" label="Ends on" type="date" />
          </div>
          <LeaderField initial={group.leader ?? null} />
          <SubmitButton loading={loading} loadingLabel="Saving...">
            Save
          </SubmitButton>
        </Form>
      </Modal>
    </>
  )
}

function DeleteGroup({ group }: { group: BuddyGroupRow }) {
  return (
    <DeleteBuddyGroup group={group} mutation={DELETE_CHALLENGE_GROUP} listQuery="FindChallengeGroups">
      {group.memberCount > 0 ? `Its ${membersLabel(group.memberCount)} leave this challenge; their other challenges stay.` : 'It has no members.'}
    </DeleteBuddyGroup>
  )
}

/** Edit and Delete for the chosen challenge group. */
export function ChallengeGroupActions({ group }: { group: BuddyGroupRow }) {
  return (
    <>
      <EditGroup group={group} />
      <DeleteGroup group={group} />
    </>
  )
}

export default ChallengeGroupActions

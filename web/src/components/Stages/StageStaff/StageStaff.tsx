// A stage's leaders or reviewers: the people, Remove beside each, and a search that finds users by
// name or e-mail to add (StaffSearchCell). The server refuses making someone a leader of a second
// stage, and the toast says which stage they lead.
import { gql, useMutation } from '@apollo/client'
import { useEffect, useId, useState } from 'react'
import { STAFF_SEARCH_MIN } from '@common/validation/stages'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  AddStageLeaderMutation,
  AddStageLeaderMutationVariables,
  AddStageReviewerMutation,
  AddStageReviewerMutationVariables,
  RemoveStageLeaderMutation,
  RemoveStageLeaderMutationVariables,
  RemoveStageReviewerMutation,
  RemoveStageReviewerMutationVariables,
} from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { fullName, StaffSearchCell, type StaffPerson } from '../StaffSearchCell/StaffSearchCell'
import { STAGE_STAFF_FIELDS } from './stageStaffFields'

export const ADD_STAGE_LEADER = gql`
  mutation AddStageLeader($stageId: Int!, $userId: Int!) {
    addStageLeader(stageId: $stageId, userId: $userId) {
      ...StageStaffFields
    }
  }
  ${STAGE_STAFF_FIELDS}
`
export const REMOVE_STAGE_LEADER = gql`
  mutation RemoveStageLeader($stageId: Int!, $userId: Int!) {
    removeStageLeader(stageId: $stageId, userId: $userId) {
      ...StageStaffFields
    }
  }
  ${STAGE_STAFF_FIELDS}
`
export const ADD_STAGE_REVIEWER = gql`
  mutation AddStageReviewer($stageId: Int!, $userId: Int!) {
    addStageReviewer(stageId: $stageId, userId: $userId) {
      ...StageStaffFields
    }
  }
  ${STAGE_STAFF_FIELDS}
`
export const REMOVE_STAGE_REVIEWER = gql`
  mutation RemoveStageReviewer($stageId: Int!, $userId: Int!) {
    removeStageReviewer(stageId: $stageId, userId: $userId) {
      ...StageStaffFields
    }
  }
  ${STAGE_STAFF_FIELDS}
`

/** How long typing must pause before the search runs (the spec's search debounce). */
export const SEARCH_DEBOUNCE_MS = 300

type Kind = 'leader' | 'reviewer'
const TITLES: Record<Kind, string> = { leader: 'Leaders', reviewer: 'Reviewers' }

export type StageStaffProps = {
  stageId: number
  kind: Kind
  people: StaffPerson[]
  canEdit: boolean
  description: string
}

export function StageStaff({ stageId, kind, people, canEdit, description }: StageStaffProps) {
  const headingId = useId()
  const searchId = useId()
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  // The answer is the stage's people: Apollo updates the stage on screen by its id.
  const [addLeader, addingLeader] = useMutation<AddStageLeaderMutation, AddStageLeaderMutationVariables>(ADD_STAGE_LEADER)
  const [removeLeader, removingLeader] = useMutation<RemoveStageLeaderMutation, RemoveStageLeaderMutationVariables>(REMOVE_STAGE_LEADER)
  const [addReviewer, addingReviewer] = useMutation<AddStageReviewerMutation, AddStageReviewerMutationVariables>(ADD_STAGE_REVIEWER)
  const [removeReviewer, removingReviewer] = useMutation<RemoveStageReviewerMutation, RemoveStageReviewerMutationVariables>(REMOVE_STAGE_REVIEWER)
  const adding = kind === 'leader' ? addingLeader.loading : addingReviewer.loading
  const removing = kind === 'leader' ? removingLeader.loading : removingReviewer.loading

  const onAdd = async (person: StaffPerson) => {
    const variables = { stageId, userId: person.id }
    try {
      if (kind === 'leader') await addLeader({ variables })
      else await addReviewer({ variables })
    } catch (error) {
      notifyError(error)
      return
    }
    notifySuccess(`${fullName(person)} added as ${kind}`)
    setText('')
    setSearch('')
  }

  const onRemove = async (person: StaffPerson) => {
    const variables = { stageId, userId: person.id }
    try {
      if (kind === 'leader') await removeLeader({ variables })
      else await removeReviewer({ variables })
    } catch (error) {
      notifyError(error)
      return
    }
    notifySuccess(`${fullName(person)} is no longer a ${kind}`)
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {TITLES[kind]}
      </h2>
      <p className="mb-3 text-sm text-slate-500">{description}</p>
      {people.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-500">No {kind}s yet.</p>
      ) : (
        <ul aria-label={TITLES[kind]} className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {people.map((person) => (
            <li key={person.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium text-slate-900">{fullName(person)}</span>
                <span className="block truncate text-slate-500">{person.email}</span>
              </span>
              {canEdit && (
                <Button variant="ghost" size="sm" disabled={removing} onClick={() => void onRemove(person)}>
                  Remove<span className="sr-only"> {fullName(person)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <div className="mt-3">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-700">
            Add a {kind}
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by name or e-mail"
            className="block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-500"
          />
          {search.length >= STAFF_SEARCH_MIN && (
            <div className="mt-2 rounded-xl border border-slate-200 bg-white">
              <StaffSearchCell search={search} listed={people.map((person) => person.id)} onAdd={(person) => void onAdd(person)} adding={adding} role={kind} />
            </div>
          )}
        </div>
      )}
    </section>
  )
}

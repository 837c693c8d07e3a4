// /enroll-user/{id} (docs/product.md, "enrolment"): the batch (required: not 'Please select an
// option'), access levels (a multi-select, only when there are any), the product -> funnel picker;
// 'Please select atleast one funnel!', a browser confirmation, then enrollUser: 'User Enrolled
// Successfully!' and the non-members list. Server errors: an error toast and the form error block.
import { gql, useMutation, useQuery } from '@apollo/client'
import { navigate } from '@redwoodjs/router'
import { useState } from 'react'
import { BATCH_PLACEHOLDER, enrolmentMessages } from '@common/validation/enrolment'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { EnrolChoicesQuery } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { FormError } from '@/components/ui/Form/Form'
import { controlClass } from '@/components/ui/Form/FieldShell'
import { FunnelPicker, type PickedFunnel } from '@/components/ui/FunnelPicker/FunnelPicker'

export const ENROL_CHOICES = gql`
  query EnrolChoices {
    enrollmentBatches {
      batch {
        id
        name
        launchFrom
        launchTo
      }
      isCurrent
    }
    accessLevels {
      id
      name
    }
  }
`

export const ENROLL_USER = gql`
  mutation EnrollUser($id: Int!, $input: EnrollUserInput!) {
    enrollUser(id: $id, input: $input) {
      id
      email
    }
  }
`

export const ENROL_CONFIRM = 'Are you sure you want to enroll this user?'
/** Where a successful enrolment lands (helper 8's non-members list). */
export const NON_MEMBERS_PATH = '/community/non-members'

export function EnrollUserForm({ userId, canEnrol }: { userId: number; canEnrol: boolean }) {
  const choices = useQuery<EnrolChoicesQuery>(ENROL_CHOICES)
  const [batchId, setBatchId] = useState('')
  const [levels, setLevels] = useState<string[]>([])
  const [selected, setSelected] = useState<PickedFunnel[]>([])
  const [problems, setProblems] = useState<{ batch?: string; funnels?: string }>({})
  const [enrol, { loading, error }] = useMutation(ENROLL_USER, {
    onCompleted: () => {
      notifySuccess(enrolmentMessages.enrolled)
      navigate(NON_MEMBERS_PATH)
    },
    onError: (failure) => notifyError(failure),
  })
  const batches = choices.data?.enrollmentBatches ?? []
  const accessLevels = choices.data?.accessLevels ?? []
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const next = {
      batch: !batchId || batchId === BATCH_PLACEHOLDER ? enrolmentMessages.batchRequired : undefined,
      funnels: selected.length ? undefined : enrolmentMessages.funnelRequired,
    }
    setProblems(next)
    if (next.funnels) notifyError(next.funnels)
    if (next.batch || next.funnels) return
    if (!window.confirm(ENROL_CONFIRM)) return
    void enrol({
      variables: {
        id: userId,
        input: { batchId: Number(batchId), accessLevelNames: levels, funnelDetails: selected.map((funnel) => ({ funnelId: funnel.id, paymentTermId: 'one-time' })) },
      },
    })
  }
  if (choices.error) return <p role="alert" className="text-sm text-red-700">{choices.error.message}</p>
  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Enroll user">
      <FormError error={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="enrol-batch" className="block text-sm font-medium text-slate-700">
            Batch <span className="text-red-600">*</span>
          </label>
          <select
            id="enrol-batch"
            aria-invalid={Boolean(problems.batch)}
            aria-describedby={problems.batch ? 'enrol-batch-error' : undefined}
            className={controlClass(Boolean(problems.batch))}
            value={batchId}
            onChange={(e) => {
              setBatchId(e.target.value)
              setProblems({ ...problems, batch: undefined })
            }}
          >
            <option value="">{BATCH_PLACEHOLDER}</option>
            {batches.map(({ batch, isCurrent }) => (
              <option key={batch.id} value={batch.id}>
                {batch.name}
                {isCurrent ? ' (current)' : ''}
              </option>
            ))}
          </select>
          {problems.batch && (
            <p id="enrol-batch-error" className="text-sm text-red-700">
              {problems.batch}
            </p>
          )}
        </div>
        {accessLevels.length > 0 && (
          <div className="space-y-1">
            <label htmlFor="enrol-levels" className="block text-sm font-medium text-slate-700">
              Access Levels
            </label>
            <select
              id="enrol-levels"
              multiple
              className={`${controlClass(false)} h-28`}
              value={levels}
              onChange={(e) => setLevels(Array.from(e.target.selectedOptions, (option) => option.value))}
            >
              {accessLevels.map((level) => (
                <option key={level.id} value={level.name}>
                  {level.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <FunnelPicker
        canEnrol={canEnrol}
        selected={selected}
        onChange={(next) => {
          setSelected(next)
          if (next.length) setProblems({ ...problems, funnels: undefined })
        }}
      />
      {problems.funnels && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problems.funnels}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={loading} loadingLabel="Saving..." disabled={!canEnrol}>
          Save
        </Button>
      </div>
    </form>
  )
}

// The Enroll to Funnel tab: the product -> funnel picker (leaving out funnels the user already
// holds), Customize per selected funnel ('Manual Subscribe for this funnel'), then
// manualUserSubscription after a confirmation; success comes back to this page (docs/product.md, "subscriptions").
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useState } from 'react'
import { enrolmentMessages } from '@common/validation/enrolment'
import { formatFormError } from '@/lib/errors'
import { notifyError, notifySuccess } from '@/lib/toast'
import { FunnelPicker, type PickedFunnel } from '@/components/ui/FunnelPicker/FunnelPicker'
import { Button } from '@/components/ui/Button/Button'
import { FormError } from '@/components/ui/Form/Form'
import { CustomizeModal } from '../CustomizeModal/CustomizeModal'
import { initialCustomize, manilaToday, toFunnelDetail, type CustomizeValues } from '../CustomizeModal/customize'

export const MANUAL_SUBSCRIPTION = gql`
  mutation ManualUserSubscription($id: Int!, $funnelDetails: [ManualFunnelDetailInput!]!) {
    manualUserSubscription(id: $id, funnelDetails: $funnelDetails) {
      id
    }
  }
`

export const MANUAL_CONFIRM = 'Subscribe this user to the selected funnels?'

export function EnrollToFunnel({ userId, canEnrol }: { userId: number; canEnrol: boolean }) {
  const today = manilaToday()
  const [selected, setSelected] = useState<PickedFunnel[]>([])
  const [customs, setCustoms] = useState<Record<string, CustomizeValues>>({})
  const [customizing, setCustomizing] = useState<PickedFunnel | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [subscribe, { loading, error }] = useMutation(MANUAL_SUBSCRIPTION, {
    refetchQueries: ['FindViewSubscription'],
    awaitRefetchQueries: true,
    onCompleted: () => {
      notifySuccess(enrolmentMessages.enrolled)
      setSelected([])
      setCustoms({})
      navigate(routes.viewSubscription({ userId, t: 0 }))
    },
    onError: (failure) => notifyError(failure),
  })
  const save = () => {
    if (!selected.length) {
      setProblem(enrolmentMessages.funnelRequired)
      notifyError(enrolmentMessages.funnelRequired)
      return
    }
    setProblem(null)
    if (!window.confirm(MANUAL_CONFIRM)) return
    const funnelDetails = selected.map((funnel) => toFunnelDetail(funnel.id, customs[funnel.id] ?? initialCustomize(funnel.validityByDays, today)))
    void subscribe({ variables: { id: userId, funnelDetails } })
  }
  return (
    <div className="space-y-6">
      {formatFormError(error) && <FormError error={error} />}
      <FunnelPicker
        userId={userId}
        canEnrol={canEnrol}
        selected={selected}
        onChange={(next) => {
          setSelected(next)
          if (next.length) setProblem(null)
        }}
        selectedActions={(row) => (
          <Button variant="secondary" size="sm" onClick={() => setCustomizing(row)}>
            Customize<span className="sr-only"> {row.name}</span>
          </Button>
        )}
      />
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {canEnrol && (
        <div className="flex justify-end">
          <Button onClick={save} loading={loading} loadingLabel="Saving...">
            Save
          </Button>
        </div>
      )}
      {customizing && (
        <CustomizeModal
          funnel={customizing}
          today={today}
          values={customs[customizing.id]}
          onClose={() => setCustomizing(null)}
          onApply={(values) => {
            setCustoms({ ...customs, [customizing.id]: values })
            setCustomizing(null)
          }}
        />
      )}
    </div>
  )
}

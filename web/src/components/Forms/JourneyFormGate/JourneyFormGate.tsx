// The journey-form blocking dialog (docs/product.md, "Banners and dialogs"): batch 17 users who
// have not completed the Journey Form get a dialog they cannot close that sends them to it. This
// part sits in the signed-in shell for everyone, so it only decides; the dialog's code (and the
// Modal's) loads when someone actually needs it. Submitting the form refreshes currentUser
// (FillForm), whose isJourneyFormCompleted the server derives from the stored responses.
import { lazy, Suspense, useEffect } from 'react'
import type { CurrentUser } from '@/auth'
import { useUiState } from '@/lib/uiState'

const JourneyFormDialog = lazy(() => import('./JourneyFormDialog'))

/** Who the dialog stops: a batch 17 user without a Journey Form response. */
export const needsJourneyForm = (user: Pick<CurrentUser, 'isBatch17' | 'isJourneyFormCompleted'> | null | undefined) =>
  Boolean(user?.isBatch17 && !user.isJourneyFormCompleted)

export function JourneyFormGate({ user }: { user: Pick<CurrentUser, 'isBatch17' | 'isJourneyFormCompleted'> | null | undefined }) {
  const blocked = needsJourneyForm(user)
  const { setUiState } = useUiState()
  // The global UI state carries the flag too (spec: isJourneyFormCompleted, default true).
  useEffect(() => setUiState({ isJourneyFormCompleted: !blocked }), [blocked, setUiState])
  if (!blocked) return null
  return (
    <Suspense fallback={null}>
      <JourneyFormDialog />
    </Suspense>
  )
}

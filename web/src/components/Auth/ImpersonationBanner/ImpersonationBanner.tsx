// Shown while an admin acts as another user; ending the session returns to the admin's own
// account on the members list, with a full reload so nothing of the impersonated user stays in memory.
import { gql, useMutation } from '@apollo/client'
import { useCurrentUser } from '@/auth'
import { notifyError } from '@/lib/toast'
import type { StopImpersonationMutation, StopImpersonationMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'

export const STOP_IMPERSONATION = gql`
  mutation StopImpersonation($originalUserId: Int!) {
    stopImpersonation(originalUserId: $originalUserId)
  }
`

/** The admin users route (the members list). */
export const ADMIN_USERS_PATH = '/community/members'

export function ImpersonationBanner({ reload = () => window.location.assign(ADMIN_USERS_PATH) }: { reload?: () => void }) {
  const user = useCurrentUser()
  const [stopImpersonation, { loading, called, error }] = useMutation<
    StopImpersonationMutation,
    StopImpersonationMutationVariables
  >(STOP_IMPERSONATION)
  // The server sets isImpersonating and originalUserId together; the admin's id is what ends it.
  const originalUserId = user?.isImpersonating ? user.originalUserId : null
  if (!user || originalUserId === null) return null

  const endSession = async () => {
    try {
      await stopImpersonation({ variables: { originalUserId } })
      reload()
    } catch (e) {
      notifyError(e)
    }
  }

  // Between a successful stop and the reload the button keeps its working label.
  const working = loading || (called && !error)
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-3 bg-slate-900 px-4 py-2 text-sm text-white">
      <span>
        <span className="font-semibold">Impersonating User</span> <span className="text-slate-300">{user.email}</span>
      </span>
      <Button size="sm" variant="secondary" loading={working} loadingLabel="Ending Session..." onClick={() => void endSession()}>
        End Session
      </Button>
    </div>
  )
}

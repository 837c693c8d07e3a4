// Impersonate: the session starts acting as the member (impersonateUser, function flag
// user_impersonate) and the browser goes home with a full reload, so nothing of the admin stays in
// memory; the impersonation banner (AppLayout) then offers End Session, which comes back here.
import { gql, useMutation } from '@apollo/client'
import { notifyError } from '@/lib/toast'
import type { ImpersonateMemberMutation, ImpersonateMemberMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'

export const IMPERSONATE_MEMBER = gql`
  mutation ImpersonateMember($userId: Int!) {
    impersonateUser(userId: $userId)
  }
`

/** Whether to offer the button: the flag, and a member the API would accept (not oneself, an admin or disabled). */
export function canImpersonate(
  viewer: { id: number; isImpersonating: boolean; functionAccess: Record<string, boolean> } | null | undefined,
  member: { id: number; isAdmin: boolean; disabledAt?: string | null },
) {
  return Boolean(viewer && viewer.functionAccess.user_impersonate === true && !viewer.isImpersonating && viewer.id !== member.id && !member.isAdmin && !member.disabledAt)
}

export function ImpersonateButton({ userId, goHome = () => window.location.assign('/') }: { userId: number; goHome?: () => void }) {
  const [impersonate, { loading, called, error }] = useMutation<ImpersonateMemberMutation, ImpersonateMemberMutationVariables>(IMPERSONATE_MEMBER)
  const start = async () => {
    try {
      await impersonate({ variables: { userId } })
      goHome()
    } catch (e) {
      notifyError(e)
    }
  }
  return (
    <Button variant="secondary" loading={loading || (called && !error)} loadingLabel="Starting..." onClick={() => void start()}>
      Impersonate
    </Button>
  )
}

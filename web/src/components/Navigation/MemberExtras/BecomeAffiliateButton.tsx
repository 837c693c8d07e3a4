// Become an Affiliate (docs/product.md, "affiliates"): the member gets the affiliate level and an
// account (becomeAffiliate), then acts as the affiliate and reads the programme terms.
import { gql, useMutation } from '@apollo/client'
import { navigate } from '@redwoodjs/router'
import { useState } from 'react'
import { getGraphQLErrorMessage } from '@/lib/errors'
import type { BecomeAffiliateMutation } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { useCurrentRole } from '@/components/ui/CurrentRoleProvider/CurrentRoleProvider'

export const BECOME_AFFILIATE = gql`
  mutation BecomeAffiliate {
    becomeAffiliate {
      id
      status
    }
  }
`

/**
 * The browser flag that signs an affiliate out once so their session is rebuilt with affiliate
 * access: AFFILIATE_RELOGIN_KEY of components/Auth/session.ts, spelt out here because one domain
 * folder may not import another's (docs/architecture.md, "Import rules").
 */
export const AFFILIATE_RELOGIN_FLAG = 'affiliateRelogin'

/** `termsHref`: where the new affiliate goes (the terms page); `onDone` closes a menu around it. */
export function BecomeAffiliateButton({ termsHref, onDone }: { termsHref: string; onDone?: () => void }) {
  const [become] = useMutation<BecomeAffiliateMutation>(BECOME_AFFILIATE)
  const { switchRole } = useCurrentRole()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const onClick = async () => {
    setBusy(true)
    setProblem(null)
    try {
      await become()
      // The relogin rule signs an affiliate out once so they come back with a session built for
      // the affiliate level. The role switch below rebuilds this session for that level already,
      // so the rule has nothing left to do: mark it done, or the next load would sign them out.
      try {
        localStorage.setItem(AFFILIATE_RELOGIN_FLAG, 'true')
      } catch {
        // Storage refused (private mode, quota): at worst they sign in once more on the next load.
      }
      await switchRole('affiliate')
      onDone?.()
      navigate(termsHref)
    } catch (error) {
      setProblem(getGraphQLErrorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mt-2">
      <Button variant="secondary" size="sm" className="w-full" loading={busy} loadingLabel="Joining..." onClick={() => void onClick()}>
        Become an Affiliate
      </Button>
      {problem && (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-2 py-1.5 text-xs text-red-700">
          {problem}
        </p>
      )}
    </div>
  )
}

export default BecomeAffiliateButton

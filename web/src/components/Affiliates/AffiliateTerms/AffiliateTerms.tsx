// The programme terms, paragraph by paragraph, and the affiliate's answer: Accept while they have
// not, "Accepted on <date>" once they have. Accepting sets the user's affiliateTimestamp, which opens
// the rest of the affiliate menu, so currentUser is fetched again before they move on: to Links
// while they still have to choose their code, else to the dashboard (home).
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useAuth } from '@/auth'
import { formatDate } from '@/lib/format'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { AcceptAffiliateTermsMutation } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { useCurrentRole } from '@/components/ui/CurrentRoleProvider/CurrentRoleProvider'
import { AFFILIATE_STATUS_LABELS } from '@common/affiliates'
import { termsParagraphs } from '../affiliateTerms'

export const ACCEPT_TERMS = gql`
  mutation AcceptAffiliateTerms {
    acceptAffiliateTerms {
      id
      status
      termsAcceptedAt
      codeChosen
    }
  }
`

type Account = { status: string; codeChosen: boolean }
type Props = { text: string; acceptedAt: string | null; account: Account | null }

export const TERMS_ACCEPTED = 'Affiliate terms accepted'

export function AffiliateTerms({ text, acceptedAt, account }: Props) {
  const { reauthenticate } = useAuth()
  const role = useCurrentRole()
  const [accept, { loading }] = useMutation<AcceptAffiliateTermsMutation>(ACCEPT_TERMS)
  const paragraphs = termsParagraphs(text)

  const onAccept = async () => {
    try {
      const { data } = await accept()
      // The menu reads currentUser.affiliateTimestamp, which the acceptance just set.
      await reauthenticate()
      notifySuccess(TERMS_ACCEPTED)
      navigate(data?.acceptAffiliateTerms.codeChosen ? routes.home() : routes.affiliateLinks())
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Affiliate terms</h1>
      {account?.status === 'waiting' && (
        <p role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {AFFILIATE_STATUS_LABELS.waiting}: your affiliate account is waiting for approval by the Tribe team. You can read and
          accept the terms now; your links start working once you are approved.
        </p>
      )}
      {account?.status === 'suspended' && (
        <p role="status" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Your affiliate account is suspended. Contact the Tribe team if you think this is a mistake.
        </p>
      )}
      <div className="mt-6 space-y-4 whitespace-pre-line text-slate-700">
        {paragraphs.length ? paragraphs.map((paragraph, n) => <p key={n}>{paragraph}</p>) : <p>The terms have not been written yet.</p>}
      </div>
      <footer className="mt-8 border-t border-slate-200 pt-5">
        {acceptedAt ? (
          <p className="text-sm font-medium text-emerald-700">Accepted on {formatDate(acceptedAt)}</p>
        ) : account && role.id === 'affiliate' ? (
          <Button onClick={() => void onAccept()} loading={loading} loadingLabel="Accepting...">
            Accept
          </Button>
        ) : account ? (
          // Accepting is the affiliate's act (the API asks for the affiliate level acting).
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <p className="text-sm text-slate-600">Switch to your affiliate role to accept the terms.</p>
            <Button variant="secondary" size="sm" loading={role.switching} onClick={() => void role.switchRole('affiliate').then(() => navigate(routes.affiliateTerms()))}>
              Switch to Affiliate
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Become an Affiliate from the menu to join the programme and accept these terms.</p>
        )}
      </footer>
    </article>
  )
}

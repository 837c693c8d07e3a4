// /{slug} and /{slug}/{affLink}: asks where the link leads (a funnel's page, or an affiliate's
// link) and replaces the address with it, so the back button skips the link itself. The visit is
// counted by the server when this page loads. Neither a funnel nor an affiliate: not found.
import { gql } from '@apollo/client'
import { navigate } from '@redwoodjs/router'
import { useEffect } from 'react'
import { createCell } from '@/lib/cell'
import type { FindAffiliateLinkTargetQuery, FindAffiliateLinkTargetQueryVariables } from '@/types/graphql'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { NotFound } from '@/components/ui/NotFound/NotFound'
import { Spinner } from '@/components/ui/Spinner/Spinner'

export const QUERY = gql`
  query FindAffiliateLinkTarget($slug: String!, $code: String) {
    affiliateLinkTarget(slug: $slug, code: $code) {
      kind
      funnelId
      path
    }
  }
`

type Props = FindAffiliateLinkTargetQueryVariables

/** Only a path on this site is followed ('/checkout/x'); anything else reads as not found. */
export const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//')

function Opening() {
  return (
    <div role="status" aria-live="polite" className="grid min-h-screen place-items-center bg-slate-50 p-8 text-sm text-slate-600">
      <div className="flex flex-col items-center gap-3">
        <Spinner />
        Opening...
      </div>
    </div>
  )
}

function Follow({ path }: { path: string }) {
  useEffect(() => navigate(path, { replace: true }), [path])
  return <Opening />
}

export const AffiliateLinkTargetCell = createCell<Props, FindAffiliateLinkTargetQuery>({
  QUERY,
  beforeQuery: ({ slug, code }) => ({ variables: { slug, code: code ?? null }, fetchPolicy: 'network-only' }),
  isEmpty: (data) => !data.affiliateLinkTarget || !isSitePath(data.affiliateLinkTarget.path),
  Loading: Opening,
  Empty: NotFound,
  Failure: ({ error, refetch }) => (
    <div className="mx-auto max-w-xl p-8">
      <LoadFailure error={error} refetch={refetch} what="this page" />
    </div>
  ),
  Success: ({ affiliateLinkTarget }) => <Follow path={affiliateLinkTarget!.path} />,
  displayName: 'AffiliateLinkTargetCell',
})

export default AffiliateLinkTargetCell

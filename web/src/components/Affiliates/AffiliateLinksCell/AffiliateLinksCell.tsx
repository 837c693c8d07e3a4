// /affiliate/links: the code chooser while the affiliate has not chosen their code, then their
// links with clicks and leads.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindAffiliateLinksQuery } from '@/types/graphql'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { AffiliateCodeForm } from '../AffiliateCodeForm/AffiliateCodeForm'
import { AffiliateLinkList } from '../AffiliateLinkList/AffiliateLinkList'

export const QUERY = gql`
  query FindAffiliateLinks {
    myAffiliate {
      id
      code
      codeChosen
      status
    }
    affiliateLinks {
      funnelId
      name
      path
      clicks
      leads
    }
  }
`

export function Success({ myAffiliate, affiliateLinks, refetch }: CellSuccessProps<Record<string, never>, FindAffiliateLinksQuery>) {
  return (
    <div className="space-y-6">
      {myAffiliate && !myAffiliate.codeChosen && <AffiliateCodeForm currentCode={myAffiliate.code} onChosen={() => void refetch()} />}
      {myAffiliate?.status === 'waiting' && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Your affiliate account is waiting for approval: your links count visits once you are approved.
        </p>
      )}
      <AffiliateLinkList links={affiliateLinks} />
    </div>
  )
}

export const AffiliateLinksCell = createCell<Record<string, never>, FindAffiliateLinksQuery>({
  QUERY,
  beforeQuery: () => ({ fetchPolicy: 'cache-and-network' }),
  isEmpty: () => false,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your links" />,
  Success,
  displayName: 'AffiliateLinksCell',
})

export default AffiliateLinksCell

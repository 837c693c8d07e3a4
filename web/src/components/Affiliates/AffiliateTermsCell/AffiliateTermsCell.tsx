// /affiliate/terms: the programme terms, and whether (and when) the caller accepted them. A member
// may read them before joining (myAffiliate is then null); an affiliate accepts them here.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindAffiliateTermsQuery } from '@/types/graphql'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { AffiliateTerms } from '../AffiliateTerms/AffiliateTerms'

export const QUERY = gql`
  query FindAffiliateTerms {
    affiliateTerms {
      text
      acceptedAt
    }
    myAffiliate {
      id
      status
      termsAcceptedAt
      codeChosen
    }
  }
`

export function Success({ affiliateTerms, myAffiliate }: CellSuccessProps<Record<string, never>, FindAffiliateTermsQuery>) {
  return <AffiliateTerms text={affiliateTerms.text} acceptedAt={myAffiliate?.termsAcceptedAt ?? affiliateTerms.acceptedAt ?? null} account={myAffiliate ?? null} />
}

export const AffiliateTermsCell = createCell<Record<string, never>, FindAffiliateTermsQuery>({
  QUERY,
  beforeQuery: () => ({ fetchPolicy: 'cache-and-network' }),
  isEmpty: () => false,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="the affiliate terms" />,
  Success,
  displayName: 'AffiliateTermsCell',
})

export default AffiliateTermsCell

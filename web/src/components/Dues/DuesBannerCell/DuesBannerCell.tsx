// The member's dues and expiry, and the one banner they call for. The layout renders this cell only
// for the banner's audience (isDuesBannerAudience), so only members with a membership ask.
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { GetDuesAndExpirationQuery } from '@/types/graphql'
import { DuesBanner } from '../DuesBanner/DuesBanner'
import { pickDuesBanner } from '../duesBanner'

export const QUERY = gql`
  query GetDuesAndExpiration {
    getDuesAndExpiration {
      expiringSoon {
        id
        expiry
      }
      expired {
        id
        expiry
      }
      upcomingPaymentDue {
        id
        scheduleDate
      }
      overduePayments {
        id
        scheduleDate
      }
    }
  }
`

// Dues change with payments made elsewhere (checkout, staff): always ask the server.
export const beforeQuery = () => ({ fetchPolicy: 'network-only' as const })

// A banner is a reminder on top of every page: until it is known, and if it cannot be loaded, the
// page shows without it rather than with a spinner or an error box in the shell.
export const Loading = () => null
export const Failure = () => null

export const Success = ({ getDuesAndExpiration }: GetDuesAndExpirationQuery) => {
  const banner = pickDuesBanner(getDuesAndExpiration)
  // Keyed by subject: a new overdue payment must not inherit the dismissal state of the last one.
  return banner ? <DuesBanner key={banner.subject} banner={banner} /> : null
}

export const DuesBannerCell = createCell<Record<string, never>, GetDuesAndExpirationQuery>({
  QUERY,
  beforeQuery,
  Loading,
  Failure,
  Success,
  displayName: 'DuesBannerCell',
})

export default DuesBannerCell

// /account, "Billing and Subscriptions" (docs/product.md, "billing"): the member's subscriptions and their invoices
// in two tabs; ?q=billings opens Billing (the dues banner links there), ?q=subscriptions the other.
import { gql, useApolloClient } from '@apollo/client'
import { useEffect } from 'react'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { MyBillingQuery } from '@/types/graphql'
import { PaymentRecords } from '@/components/ui/PaymentRecords/PaymentRecords'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { MyPaymentActions } from '../MyPaymentActions/MyPaymentActions'
import { MySubscriptions } from '../MySubscriptions/MySubscriptions'

// The request stays under the API's cost limit (5000; a list is priced as 10 rows): each row asks
// for its latest proof only, not the list of every proof.
export const QUERY = gql`
  query MyBilling {
    myBilling {
      subscriptions {
        id
        funnel {
          id
          name
        }
        startsAt
        expiry
        unenrolledAt
        status
      }
      invoices {
        id
        subscription {
          id
          expiry
          funnel {
            name
          }
        }
        paymentSchedule {
          id
          price
          scheduleDate
          transactionId
          paymentPlatform
          remarks
          latestProof {
            id
            fileName
            status
            remarks
          }
        }
      }
    }
  }
`

export const ACCOUNT_TITLE = 'Billing and Subscriptions'
/** The tabs and their ?q= names (BILLING_PATH in Dues/DuesBanner is /account?q=billings). */
export const ACCOUNT_TABS = ['Subscriptions', 'Billing'] as const
export const ACCOUNT_TAB_PARAMS = ['subscriptions', 'billings'] as const
export const NO_INVOICES = 'No bills yet'
export const NO_INVOICES_HINT = 'Your invoices and their payments show here once you subscribe.'

/**
 * Payments finish on the provider's page, and the member comes back here without a reload: the
 * layout's dues banner asks the server again so a paid due is no longer announced.
 */
export function useRefreshDues() {
  const client = useApolloClient()
  useEffect(() => {
    void client.refetchQueries({ include: ['GetDuesAndExpiration'] })
  }, [client])
}

// Payments change on the provider's page and at the staff's desk: always ask the server.
export const beforeQuery = () => ({ fetchPolicy: 'network-only' as const })

// An empty account still shows both tabs, each with its own friendly empty state.
export const isEmpty = () => false

export const Success = ({ myBilling }: CellSuccessProps<Record<string, never>, MyBillingQuery>) => (
  <Tabs
    label={ACCOUNT_TITLE}
    param="q"
    values={ACCOUNT_TAB_PARAMS}
    tabs={[
      { label: ACCOUNT_TABS[0], content: <MySubscriptions subscriptions={myBilling.subscriptions} /> },
      {
        label: ACCOUNT_TABS[1],
        content: (
          <PaymentRecords
            invoices={myBilling.invoices}
            refetchQueries={['MyBilling']}
            canApprove={false}
            canEdit={false}
            emptyTitle={NO_INVOICES}
            emptyDescription={NO_INVOICES_HINT}
            memberActions={(row) => <MyPaymentActions row={row} />}
          />
        ),
      },
    ]}
  />
)

export const AccountCell = createCell<Record<string, never>, MyBillingQuery>({
  QUERY,
  beforeQuery,
  isEmpty,
  Success,
  displayName: 'AccountCell',
})

export default AccountCell

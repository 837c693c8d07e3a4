// /student-payment-details/{id}: the member (name, e-mail, mobile, Tribe ID, links to their
// profile and subscriptions), the totals over every subscription, each subscription with its
// schedule rows, and the payment log a page at a time (docs/product.md, "Student payment details").
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatPeso } from '@/lib/format'
import { isPageAllowed } from '@/lib/pageAccess'
import type { FindStudentPaymentDetailsQuery } from '@/types/graphql'
import { Detail, DetailList, None } from '@/components/ui/DetailList/DetailList'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { RecordHeader, Stat, StatList } from '@/components/ui/RecordHeader/RecordHeader'
import { StudentPaymentDetailsLog } from '../StudentPaymentDetailsLog/StudentPaymentDetailsLog'
import { StudentPaymentDetailsSubscription } from '../StudentPaymentDetailsSubscription/StudentPaymentDetailsSubscription'

export const LOG_PAGE_SIZE = 10

export const QUERY = gql`
  query FindStudentPaymentDetails($id: Int!, $logPage: Int, $logPageSize: Int) {
    studentPaymentDetails(id: $id, logPage: $logPage, logPageSize: $logPageSize) {
      member {
        id
        firstName
        lastName
        email
        mobileNumber
        tribeId
      }
      totals {
        totalCentavos
        collectedCentavos
        balanceCentavos
        overdueCentavos
        overdueCount
      }
      subscriptions {
        subscription {
          id
          paymentTermId
          startsAt
          expiry
          unenrolledAt
          status
          funnel {
            id
            name
          }
        }
        productName
        paymentTermName
        totals {
          totalCentavos
          collectedCentavos
          balanceCentavos
          overdueCentavos
          overdueCount
        }
        rows {
          status
          isOverdue
          approvedBy {
            id
            firstName
            lastName
          }
          schedule {
            id
            price
            scheduleDate
            transactionId
            paymentPlatform
            remarks
            approvedAt
            latestProof {
              id
              fileName
              paymentPlatform
              referenceNumber
              status
            }
          }
        }
      }
      log {
        totalCount
        page
        pageSize
        items {
          id
          action
          createdAt
          entityType
          entityId
          details
          actor {
            id
            firstName
            lastName
          }
          originalActor {
            id
            firstName
            lastName
          }
        }
      }
    }
  }
`

type Props = { id: number; logPage: number }

export const beforeQuery = ({ id, logPage }: Props) => ({
  variables: { id, logPage, logPageSize: LOG_PAGE_SIZE },
  fetchPolicy: 'cache-and-network' as const,
  notifyOnNetworkStatusChange: true,
})

export const isEmpty = (data: FindStudentPaymentDetailsQuery) => !data.studentPaymentDetails
export const Empty = () => <EmptyState title="Member not found" description="There is no member with this id." />

export const Success = ({ studentPaymentDetails }: CellSuccessProps<Props, FindStudentPaymentDetailsQuery>) => {
  const viewer = useCurrentUser()
  const { member, totals, subscriptions, log } = studentPaymentDetails!
  const name = `${member.firstName} ${member.lastName}`
  const may = (route: 'user' | 'viewSubscription') => isPageAllowed(route, viewer?.pageAccess)
  return (
    <div className="space-y-8">
      <RecordHeader back={{ to: routes.payment(), label: 'Payments' }} title={`Payment details of ${name}`}>
        <DetailList className="mt-4">
          <Detail label="E-mail">
            <span className="break-all">{member.email}</span>
          </Detail>
          <Detail label="Mobile">{member.mobileNumber || <None />}</Detail>
          <Detail label="Tribe ID">{member.tribeId || <None />}</Detail>
        </DetailList>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {may('user') && (
            <Link to={routes.user({ id: member.id })} className="font-medium text-brand-700 hover:underline">
              Member profile
            </Link>
          )}
          {may('viewSubscription') && (
            <Link to={routes.viewSubscription({ userId: member.id })} className="font-medium text-brand-700 hover:underline">
              Subscriptions of {name}
            </Link>
          )}
        </p>
      </RecordHeader>

      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading" className="sr-only">
          Totals
        </h2>
        <StatList className="grid-cols-2 sm:grid-cols-4">
          <Stat label="Total collected" valueClassName="text-lg font-semibold text-slate-900">
            {formatPeso(totals.collectedCentavos)}
          </Stat>
          <Stat label="Balance" valueClassName="text-lg font-semibold text-slate-900">
            {formatPeso(totals.balanceCentavos)}
          </Stat>
          <Stat label="Overdue" valueClassName="text-lg font-semibold text-red-700">
            {formatPeso(totals.overdueCentavos)}
          </Stat>
          <Stat label="Overdue payments" valueClassName="text-lg font-semibold text-slate-900">
            {totals.overdueCount}
          </Stat>
        </StatList>
      </section>

      <section aria-labelledby="subscriptions-heading" className="space-y-4">
        <h2 id="subscriptions-heading" className="text-lg font-semibold text-slate-900">
          Subscriptions
        </h2>
        {subscriptions.length === 0 ? (
          <EmptyState title="No subscriptions" description={`${name} has no subscription yet.`} />
        ) : (
          subscriptions.map((entry) => <StudentPaymentDetailsSubscription key={entry.subscription.id} entry={entry} />)
        )}
      </section>

      <StudentPaymentDetailsLog log={log} />
    </div>
  )
}

export const StudentPaymentDetailsCell = createCell<Props, FindStudentPaymentDetailsQuery>({
  QUERY,
  beforeQuery,
  isEmpty,
  Empty,
  Success,
  displayName: 'StudentPaymentDetailsCell',
})

export default StudentPaymentDetailsCell

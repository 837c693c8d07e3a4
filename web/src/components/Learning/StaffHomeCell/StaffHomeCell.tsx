// The staff home: the work waiting for the acting role (payment proofs, move-ups to review, imports)
// and today's figures from the summary, each a link to its page. What shows follows the role's
// flags (the service answers null for a part the role cannot open); with nothing waiting it says so.
import { gql } from '@apollo/client'
import { Link } from '@redwoodjs/router'
import type { ReactNode } from 'react'
import { createCell } from '@/lib/cell'
import { shortenNumber, shortenPesos } from '@/lib/format'
import { hasRoute, routeHref } from '@/lib/routes'
import type { StaffHomeQuery } from '@/types/graphql'
import { waitedFor } from './waitingFor'

export const QUERY = gql`
  query StaffHome {
    staffHome {
      proofs {
        count
        oldestAt
      }
      moveUps {
        stageId
        stageName
        count
        oldestAt
      }
      imports {
        running
        failed
        lastFailedAt
      }
      today {
        day
        members {
          active
          new
          renewals
          churned
        }
        money {
          collectedCentavos
          scheduledCentavos
          overdueCentavos
          overdueCount
        }
      }
    }
  }
`

type Home = StaffHomeQuery['staffHome']

function WorkItem({ href, title, detail, tone = 'normal' }: { href: string; title: string; detail: ReactNode; tone?: 'normal' | 'alert' }) {
  return (
    <li>
      <Link
        to={href}
        className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <span className={`font-semibold ${tone === 'alert' ? 'text-red-700' : 'text-slate-900'}`}>{title}</span>
        <span className="mt-1 text-sm text-slate-600">{detail}</span>
      </Link>
    </li>
  )
}

function workItems(home: Home): ReactNode[] {
  const items: ReactNode[] = []
  if (home.proofs && home.proofs.count > 0 && hasRoute('payment')) {
    items.push(
      <WorkItem
        key="proofs"
        href={`${routeHref('payment')}?proof=1`}
        title={`${home.proofs.count} payment proof${home.proofs.count === 1 ? '' : 's'} to check`}
        detail={home.proofs.oldestAt ? `The oldest has waited ${waitedFor(home.proofs.oldestAt)}` : null}
        tone={home.proofs.oldestAt && Date.now() - Date.parse(home.proofs.oldestAt) > 86_400_000 ? 'alert' : 'normal'}
      />,
    )
  }
  for (const queue of home.moveUps) {
    items.push(
      <WorkItem
        key={`move-up-${queue.stageId}`}
        href={routeHref('reviewMoveUp', { id: queue.stageId })}
        title={`${queue.count} move-up${queue.count === 1 ? '' : 's'} to review`}
        detail={`${queue.stageName}: the oldest has waited ${waitedFor(queue.oldestAt)}`}
      />,
    )
  }
  if (home.imports && (home.imports.running > 0 || home.imports.failed > 0) && hasRoute('uploadContents')) {
    const parts = [home.imports.running > 0 && `${home.imports.running} running`, home.imports.failed > 0 && `${home.imports.failed} failed this week`].filter(Boolean)
    items.push(<WorkItem key="imports" href={routeHref('uploadContents')} title="Imports" detail={parts.join(', ')} tone={home.imports.failed > 0 ? 'alert' : 'normal'} />)
  }
  return items
}

function TodayFigures({ today }: { today: NonNullable<Home['today']> }) {
  const count = (value: number | null | undefined) => (value == null ? '—' : shortenNumber(value))
  const figures = [
    { label: 'Active members', value: count(today.members.active) },
    { label: 'New today', value: count(today.members.new) },
    { label: 'Renewals today', value: count(today.members.renewals) },
    { label: 'Churned today', value: count(today.members.churned) },
    ...(today.money
      ? [
          { label: 'Collected today', value: shortenPesos(today.money.collectedCentavos) },
          { label: 'Due today', value: shortenPesos(today.money.scheduledCentavos) },
        ]
      : []),
  ]
  return (
    <section aria-labelledby="staff-today" className="mt-8">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="staff-today" className="text-lg font-semibold text-slate-900">
          Today
        </h2>
        {hasRoute('reportSummary') && (
          <Link to={routeHref('reportSummary')} className="rounded text-sm font-medium text-brand-700 hover:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            Open the summary →
          </Link>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export const Loading = () => <p role="status" className="mt-8 text-sm text-slate-500">Loading what is waiting for you...</p>

export const Success = ({ staffHome }: StaffHomeQuery) => {
  const items = workItems(staffHome)
  const queues = staffHome.proofs != null || staffHome.imports != null || staffHome.moveUps.length > 0
  return (
    <>
      {(queues || items.length > 0) && (
        <section aria-labelledby="staff-waiting" className="mt-8">
          <h2 id="staff-waiting" className="text-lg font-semibold text-slate-900">
            Waiting for you
          </h2>
          {items.length > 0 ? (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{items}</ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">Nothing is waiting: every proof, move-up and import is handled.</p>
          )}
        </section>
      )}
      {staffHome.today && <TodayFigures today={staffHome.today} />}
    </>
  )
}

export const StaffHomeCell = createCell<Record<string, never>, StaffHomeQuery>({ QUERY, Loading, Success })
export default StaffHomeCell

// The community at a glance for staff (communityOverview, page flag users): members by status,
// new this week, and the live members per batch and per stage, each linking to the filtered list.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { CommunityOverviewQuery, CommunityOverviewQueryVariables } from '@/types/graphql'

export const QUERY = gql`
  query CommunityOverview {
    communityOverview {
      total
      active
      inactive
      archived
      newThisWeek
      byBatch {
        filterId
        name
        count
      }
      byStage {
        filterId
        name
        count
      }
    }
  }
`

const number = (value: number) => value.toLocaleString('en-PH')

/** The members list with these filters (the address the list reads). */
export const membersLink = (params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()
  return `${routes.users()}${query ? `?${query}` : ''}`
}

function Stat({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Link to={to} className="block rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-400">
      <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">{label}</span>
      <span className="mt-1 block text-2xl font-semibold text-slate-900">{number(value)}</span>
    </Link>
  )
}

function Breakdown({ title, rows, param }: { title: string; rows: { filterId?: number | null; name: string; count: number }[]; param: string }) {
  const max = Math.max(1, ...rows.map((row) => row.count))
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">No members yet.</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((row) => (
            <li key={row.filterId ?? 'none'} className="text-sm">
              <div className="flex justify-between gap-3">
                {row.filterId != null ? (
                  <Link to={membersLink({ [param]: row.filterId })} className="min-w-0 break-words font-medium text-brand-700 hover:underline">
                    {row.name}
                  </Link>
                ) : (
                  <span className="text-slate-600">{row.name}</span>
                )}
                <span className="tabular-nums text-slate-700">{number(row.count)}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                <div className="h-1.5 rounded-full bg-brand-500" style={{ width: `${(100 * row.count) / max}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export const Success = ({ communityOverview: o }: CellSuccessProps<CommunityOverviewQueryVariables, CommunityOverviewQuery>) => (
  <div className="space-y-6">
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Stat label="All members" value={o.total} to={membersLink({})} />
      <Stat label="Active" value={o.active} to={membersLink({ status: 'active' })} />
      <Stat label="Inactive" value={o.inactive} to={membersLink({ status: 'inactive' })} />
      <Stat label="Archived" value={o.archived} to={membersLink({ status: 'archived' })} />
      <Stat label="New this week" value={o.newThisWeek} to={membersLink({ sortBy: 'createdAt', sortOrder: 'desc' })} />
    </div>
    <div className="grid gap-6 lg:grid-cols-2">
      <Breakdown title="By batch" rows={o.byBatch} param="batch" />
      <Breakdown title="By stage" rows={o.byStage} param="stage" />
    </div>
  </div>
)

export const CommunityOverviewCell = createCell<CommunityOverviewQueryVariables, CommunityOverviewQuery>({
  QUERY,
  isEmpty: () => false,
  Success,
  displayName: 'CommunityOverviewCell',
})

export default CommunityOverviewCell

// The top of a group or sub-group page: its name, description, leaders and member count, and a
// group's sub-groups as links to their pages.
import { Link, routes } from '@redwoodjs/router'
import type { ReactNode } from 'react'

type Leader = { id: number; firstName: string; lastName: string }
type SubGroupSummary = { id: number; name: string; memberCount: number }

type Props = {
  /** Shown above the title: the parent group of a sub-group, or the kind of page. */
  eyebrow: string
  name: string
  description?: string | null
  memberCount: number
  leaders: Leader[]
  subGroups?: SubGroupSummary[]
  children?: ReactNode
}

const members = (count: number) => `${count.toLocaleString('en-PH')} ${count === 1 ? 'member' : 'members'}`

export function GroupHeader({ eyebrow, name, description, memberCount, leaders, subGroups, children }: Props) {
  return (
    <header className="mb-6 space-y-4">
      <div>
        <p className="text-sm font-medium text-indigo-700">{eyebrow}</p>
        <h1 className="mt-1 break-words text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{name}</h1>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
      </div>
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-500">Members</dt>
          <dd className="font-semibold text-slate-900">{members(memberCount)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500">{leaders.length === 1 ? 'Leader' : 'Leaders'}</dt>
          <dd className="font-semibold text-slate-900">
            {leaders.length ? leaders.map((leader) => `${leader.firstName} ${leader.lastName}`).join(', ') : 'No leader yet'}
          </dd>
        </div>
      </dl>
      {subGroups && subGroups.length > 0 && (
        <nav aria-label="Sub-groups">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">Sub-groups</h2>
          <ul className="flex flex-wrap gap-2">
            {subGroups.map((subGroup) => (
              <li key={subGroup.id}>
                <Link
                  to={routes.viewSubGroup({ id: subGroup.id })}
                  className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-indigo-300 hover:text-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <span className="font-medium">{subGroup.name}</span>
                  <span className="text-slate-500">{members(subGroup.memberCount)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </header>
  )
}

export default GroupHeader

// A member's back-office profile: who they are, where they are in the community (batch, group,
// stage, access levels), their points, subscriptions (with the view-subscription page), course
// progress and the latest info log entries about them; Edit (editUser) and Impersonate
// (user_impersonate) where the role may.
import { Link, routes } from '@redwoodjs/router'
import type { ReactNode } from 'react'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type { FindMemberQuery } from '@/types/graphql'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { fullName } from '@/lib/fullName'
import { canImpersonate, ImpersonateButton } from '../ImpersonateButton/ImpersonateButton'
import { MemberStatusBadge } from '../MembersTable/MembersTable'

export type MemberRecord = NonNullable<FindMemberQuery['member']>

const none = <span className="text-muted">None</span>

/** The spec's view-subscription page of a user (helper pages; the route is /view-subscription/{userId}). */
export const viewSubscriptionPath = (userId: number) => `/view-subscription/${userId}`

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  )
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
          <dd className="mt-0.5 break-words text-sm text-slate-800">{value ?? none}</dd>
        </div>
      ))}
    </dl>
  )
}

const subscriptionTone = (status: string) => (status === 'active' ? 'success' : status === 'expired' ? 'error' : 'outline')

/** An info log action as words: 'member-updated' -> 'Member updated'. */
export const actionLabel = (action: string) => {
  const words = action.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function MemberDetail({ member }: { member: MemberRecord }) {
  const viewer = useCurrentUser()
  const canEdit = viewer?.pageAccess.editUser === true
  const name = [member.firstName, member.middleName, member.lastName, member.suffix].filter(Boolean).join(' ') || fullName(member)
  return (
    <article className="space-y-6">
      <header className="space-y-4">
        <Link to={routes.users()} className="text-sm font-medium text-brand-700 hover:underline">
          ← All members
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{name}</h1>
          <MemberStatusBadge status={member.status} disabled={member.disabledAt != null} />
          <Badge tone={member.isMember ? 'info' : 'outline'}>{member.isMember ? 'Member' : 'Non-member'}</Badge>
          {member.isAdmin && <Badge tone="info">Admin</Badge>}
        </div>
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <Link to={routes.editUser({ id: member.id })} className={buttonClassName('secondary', 'md')}>
              Edit
            </Link>
          )}
          {canImpersonate(viewer, member) && <ImpersonateButton userId={member.id} />}
        </div>
      </header>

      <Section title="Profile">
        <Facts
          items={[
            ['E-mail', <span className="break-all">{member.email}</span>],
            ['Tribe ID', member.tribeId],
            ['Mobile number', member.mobileNumber],
            ['Sex', member.sex],
            ['Birth date', member.birthdate ? formatDate(member.birthdate) : null],
            ['Fast-track student', member.isFastTrackStudent ? 'Yes' : 'No'],
            ['Joined', formatDate(member.createdAt)],
            ['Last sign-in', member.lastLoginAt ? formatDate(member.lastLoginAt) : 'Never'],
            ['Disabled since', member.disabledAt ? formatDate(member.disabledAt) : 'Not disabled'],
            ['Archived since', member.archivedAt ? formatDate(member.archivedAt) : 'Not archived'],
          ]}
        />
      </Section>

      <Section title="Community">
        <Facts
          items={[
            ['Batch', member.batch?.name],
            ['Group', member.group ? `${member.group.name}${member.subGroup ? ` · ${member.subGroup.name}` : ''}` : null],
            ['Stage', member.stage ? `${member.stage.number}. ${member.stage.name}` : null],
            ['Access levels', member.accessLevels.length ? member.accessLevels.map((level) => level.label).join(', ') : null],
            ['Base points', member.basePoints.toLocaleString('en-PH')],
            ['Total points', member.totalPoints.toLocaleString('en-PH')],
          ]}
        />
      </Section>

      <Section
        title="Subscriptions"
        action={
          <Link to={viewSubscriptionPath(member.id)} className="text-sm font-medium text-brand-700 hover:underline">
            View subscription
          </Link>
        }
      >
        {member.subscriptions.length === 0 ? (
          <p className="text-sm text-slate-500">No subscriptions.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {member.subscriptions.map((subscription) => (
              <li key={subscription.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{subscription.productName}</span>
                  <span className="text-slate-500"> · {subscription.funnelName}</span>
                  <span className="block text-xs text-slate-500">
                    {formatDate(subscription.startsAt)} to {formatDate(subscription.expiry)}
                  </span>
                </span>
                <Badge tone={subscriptionTone(subscription.status)}>{actionLabel(subscription.status)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Course progress">
        {member.courseProgress.length === 0 ? (
          <p className="text-sm text-slate-500">No course started yet.</p>
        ) : (
          <ul className="space-y-3">
            {member.courseProgress.map((course) => {
              const percent = course.totalLessons ? Math.round((100 * course.completedLessons) / course.totalLessons) : 0
              return (
                <li key={course.courseId} className="text-sm">
                  <div className="flex flex-wrap justify-between gap-2">
                    <span className="font-medium text-slate-800">{course.courseName}</span>
                    <span className="text-slate-500">
                      {course.completedLessons} of {course.totalLessons} lessons
                    </span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-slate-100" role="progressbar" aria-label={course.courseName} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
                    <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </Section>

      <Section title="Recent activity">
        {member.recentLogs.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing logged yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {member.recentLogs.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2 text-sm">
                <span className="font-medium text-slate-800">{actionLabel(entry.action)}</span>
                <span className="text-xs text-slate-500">
                  {formatDate(entry.createdAt)}
                  {entry.actorName ? ` · by ${entry.actorName}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </article>
  )
}

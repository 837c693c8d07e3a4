// A member's back-office profile: who they are, where they are in the community (batch, group,
// stage, access levels), their points, subscriptions (with the view-subscription page), course
// progress and the latest info log entries about them; Edit (editUser) and Impersonate
// (user_impersonate) where the role may.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { fullName } from '@/lib/fullName'
import { canImpersonate, ImpersonateButton } from '../ImpersonateButton/ImpersonateButton'
import { MemberStatusBadge } from '../MembersTable/MembersTable'
import { MemberCourseProgress } from './MemberCourseProgress'
import type { MemberRecord } from './memberRecord'
import { MemberRecentActivity } from './MemberRecentActivity'
import { MemberSubscriptions } from './MemberSubscriptions'
import { Facts, Section } from './Section'

export { actionLabel, type MemberRecord } from './memberRecord'
export { viewSubscriptionPath } from './MemberSubscriptions'

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

      <MemberSubscriptions member={member} />
      <MemberCourseProgress courses={member.courseProgress} />
      <MemberRecentActivity entries={member.recentLogs} />
    </article>
  )
}

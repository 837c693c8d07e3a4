// The Membership tab: batch, stage, group, membership status, enrolment status (Not Enrolled,
// Active, Inactive) and the subscriptions with their expiry (lifetime after 1 Jan 9999).
import { formatDate } from '@/lib/format'
import { Badge, type BadgeTone } from '@/components/ui/Badge/Badge'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import type { ProfileData } from '../types'
import { DetailsList } from '../ProfileDetails/ProfileDetails'

const TONES: Record<string, BadgeTone> = { Active: 'success', Inactive: 'warning', 'Not Enrolled': 'outline', Expired: 'warning', 'Multiple Subscriptions Found': 'info' }

export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <span className="text-slate-500">None</span>
  return <Badge tone={TONES[status] ?? 'outline'}>{status}</Badge>
}

export function MembershipPanel({ membership }: { membership: NonNullable<ProfileData['membership']> }) {
  return (
    <div className="space-y-6">
      <DetailsList
        label="Membership"
        items={[
          ['Batch', membership.batch],
          ['Stage', membership.stage ? `Stage ${membership.stage.number}: ${membership.stage.name}` : null],
          ['Group', membership.group],
          ['Membership status', <StatusBadge key="m" status={membership.membershipStatus} />],
          ['Enrolment status', <StatusBadge key="e" status={membership.enrolmentStatus} />],
        ]}
      />
      <section aria-labelledby="subscriptions-heading" className="space-y-3">
        <h2 id="subscriptions-heading" className="text-lg font-semibold text-slate-900">
          Subscriptions
        </h2>
        {membership.subscriptions.length === 0 ? (
          <EmptyCard title="No subscriptions" description="Products you enrol in show here with their expiry." />
        ) : (
          <ul className="space-y-3">
            {membership.subscriptions.map((s) => (
              <li key={s.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="break-words font-medium text-slate-900">{s.productName}</p>
                  <p className="text-sm text-slate-600">
                    Started {formatDate(s.startsAt)} · {s.lifetime ? 'Lifetime access' : `Expires ${formatDate(s.expiry)}`}
                  </p>
                </div>
                <span className="self-start sm:self-center">
                  <StatusBadge status={s.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export default MembershipPanel

// An accountability or challenge group as its member sees it: the group, its leader as a card and
// the buddies (the viewer marked "You") in the shared table, one server page at a time.
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import { stageLabel } from '@/lib/stageLabel'
import { Avatar } from '@/components/ui/Avatar/Avatar'
import { fullName, PeopleTable, type Person } from '../PeopleTable/PeopleTable'

type BuddyGroup = {
  name: string
  startsOn?: string | null
  endsOn?: string | null
  leader?: Person | null
  buddies: { items: Person[]; totalCount: number }
}

function LeaderCard({ leader, isYou }: { leader: Person; isYou: boolean }) {
  return (
    <section aria-labelledby="buddy-leader" className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <Avatar src={leader.profileImage} name={fullName(leader)} size="lg" />
      <div className="min-w-0">
        <h2 id="buddy-leader" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
          Leader
        </h2>
        <p className="truncate text-lg font-semibold text-slate-900">
          {fullName(leader)}
          {isYou && <span className="ml-2 text-sm font-normal text-slate-500">(you)</span>}
        </p>
        <p className="text-sm text-slate-600">
          {leader.stage ? stageLabel(leader.stage) : 'Stage 0'} · {leader.points.toLocaleString('en-PH')} Tribe Points
        </p>
      </div>
    </section>
  )
}

export function BuddyGroupView({ group, kind }: { group: BuddyGroup; kind: 'accountability' | 'challenge' }) {
  const currentUser = useCurrentUser()
  return (
    <div className="space-y-6">
      <header>
        <p className="text-sm font-medium text-indigo-700">{kind === 'accountability' ? 'Accountability group' : 'Challenge group'}</p>
        <h1 className="mt-1 break-words text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{group.name}</h1>
        {group.startsOn && (
          <p className="mt-1 text-slate-600">
            {formatDate(group.startsOn)}
            {group.endsOn ? ` to ${formatDate(group.endsOn)}` : ''}
          </p>
        )}
      </header>
      {group.leader && <LeaderCard leader={group.leader} isYou={group.leader.id === currentUser?.id} />}
      <section aria-labelledby="buddies-heading" className="space-y-3">
        <h2 id="buddies-heading" className="text-lg font-semibold text-slate-900">
          Buddies
        </h2>
        <PeopleTable label="Buddies" people={group.buddies.items} youId={currentUser?.id ?? null} totalCount={group.buddies.totalCount} emptyTitle="No buddies in this group yet" />
      </section>
    </div>
  )
}

export default BuddyGroupView

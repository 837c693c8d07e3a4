// /accountability-groups (ledAccountabilityGroups): for a group or stage leader, the
// accountability groups of the people they lead, one server page (?page=) of groups, each with its
// team lead and every member (buddy groups are a handful of people) as a list that reads on a phone.
import { gql } from '@apollo/client'
import { Link, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { formatDate } from '@/lib/format'
import type { LedAccountabilityGroupsQuery, LedAccountabilityGroupsQueryVariables } from '@/types/graphql'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { stageLabel } from '@/lib/stageLabel'
import { Avatar } from '@/components/ui/Avatar/Avatar'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { Pager, usePageParam } from '@/components/ui/Pager/Pager'
import { fullName, type Person } from '../PeopleTable/PeopleTable'
import { HeaderSkeleton, TableSkeleton } from '../skeletons'
import { membersLabel } from '../membersLabel'
import { GROUP_PERSON_FIELDS } from '../PeopleTable/groupPersonFields'

export const QUERY = gql`
  query LedAccountabilityGroups($page: Int, $pageSize: Int) {
    ledAccountabilityGroups(page: $page, pageSize: $pageSize) {
      items {
        id
        name
        memberCount
        leader {
          ...GroupPersonFields
        }
        members {
          ...GroupPersonFields
        }
      }
      totalCount
      page
      pageSize
    }
  }
  ${GROUP_PERSON_FIELDS}
`

type Group = LedAccountabilityGroupsQuery['ledAccountabilityGroups']['items'][number]

const stageOf = (person: Pick<Person, 'stage'>) => (person.stage ? stageLabel(person.stage) : 'Stage 0')
const points = (person: Pick<Person, 'points'>) => `${person.points.toLocaleString('en-PH')} Tribe Points`

function MemberRow({ person }: { person: Person }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar src={person.profileImage} name={fullName(person)} size="sm" />
      <div className="min-w-0 flex-1">
        <Link to={routes.profile({ slug: person.slug })} className="block truncate font-medium text-slate-900 hover:underline">
          {fullName(person)}
        </Link>
        <p className="text-sm text-slate-600">
          {stageOf(person)} · {points(person)} · {person.lastActivityAt ? `Last active ${formatDate(person.lastActivityAt)}` : 'No activity yet'}
        </p>
      </div>
    </li>
  )
}

function GroupCard({ group }: { group: Group }) {
  const headingId = `accountability-group-${group.id}`
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id={headingId} className="break-words text-lg font-semibold text-slate-900">
          {group.name}
        </h2>
        <p className="text-sm text-slate-600">{membersLabel(group.memberCount)}</p>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {group.leader ? `Team lead: ${fullName(group.leader)} · ${stageOf(group.leader)} · ${points(group.leader)}` : 'No team lead'}
      </p>
      {group.members.length ? (
        <ul aria-label={`Members of ${group.name}`} className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
          {group.members.map((person) => (
            <MemberRow key={person.id} person={person} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-600">No members yet.</p>
      )}
    </section>
  )
}

function Groups({ list }: { list: LedAccountabilityGroupsQuery['ledAccountabilityGroups'] }) {
  const [page, setPage] = usePageParam()
  return (
    <div className="space-y-4">
      {list.items.map((group) => (
        <GroupCard key={group.id} group={group} />
      ))}
      <Pager totalItems={list.totalCount} page={page} pageSize={list.pageSize} onPageChange={setPage} />
    </div>
  )
}

export const isEmpty = (data: LedAccountabilityGroupsQuery) => data.ledAccountabilityGroups.totalCount === 0
export const Empty = () => (
  <EmptyCard
    title="No accountability groups to show"
    description="Accountability groups show here once a team lead or a member of one is in the group or at the stage you lead."
  />
)
export const Success = ({ ledAccountabilityGroups }: CellSuccessProps<LedAccountabilityGroupsQueryVariables, LedAccountabilityGroupsQuery>) => (
  <Groups list={ledAccountabilityGroups} />
)

export const LedAccountabilityGroupsCell = createCell<LedAccountabilityGroupsQueryVariables, LedAccountabilityGroupsQuery>({
  QUERY,
  isEmpty,
  Loading: () => (
    <>
      <HeaderSkeleton label="Loading the accountability groups" />
      <TableSkeleton label="Loading their members" />
    </>
  ),
  Empty,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="the accountability groups" />,
  Success,
  displayName: 'LedAccountabilityGroupsCell',
})

export default LedAccountabilityGroupsCell

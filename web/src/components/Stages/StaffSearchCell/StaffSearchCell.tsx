// The leader and reviewer pickers' results: users whose name or e-mail contains the search
// (StageStaffSearch, at most 10), each with an Add button; people already listed are marked.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { StageStaffSearchQuery, StageStaffSearchQueryVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'

export const QUERY = gql`
  query StageStaffSearch($search: String!) {
    stageStaffSearch(search: $search) {
      id
      firstName
      lastName
      email
    }
  }
`

export type StaffPerson = StageStaffSearchQuery['stageStaffSearch'][number]

type Props = StageStaffSearchQueryVariables & {
  /** Ids already on the list: shown, but not offered again. */
  listed: number[]
  onAdd: (person: StaffPerson) => void
  adding: boolean
  /** What Add adds them as ('leader', 'reviewer'), for screen readers. */
  role: string
}

export const fullName = (person: { firstName: string; lastName: string; email: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email

export const Empty = ({ search }: Props) => (
  <p role="status" className="px-3 py-2 text-sm text-slate-500">
    Nobody found for "{search}".
  </p>
)

export const Success = ({ stageStaffSearch, listed, onAdd, adding, role }: CellSuccessProps<Props, StageStaffSearchQuery>) => (
  <ul aria-label="People found" className="divide-y divide-slate-100">
    {stageStaffSearch.map((person) => (
      <li key={person.id} className="flex items-center justify-between gap-3 px-3 py-2">
        <span className="min-w-0 text-sm">
          <span className="block truncate font-medium text-slate-900">{fullName(person)}</span>
          <span className="block truncate text-slate-500">{person.email}</span>
        </span>
        {listed.includes(person.id) ? (
          <span className="shrink-0 text-xs text-slate-500">Already added</span>
        ) : (
          <Button size="sm" variant="secondary" disabled={adding} onClick={() => onAdd(person)}>
            Add<span className="sr-only"> {fullName(person)} as {role}</span>
          </Button>
        )}
      </li>
    ))}
  </ul>
)

export const StaffSearchCell = createCell<Props, StageStaffSearchQuery>({
  QUERY,
  beforeQuery: ({ search }) => ({ variables: { search }, fetchPolicy: 'network-only' }),
  Empty,
  Success,
  displayName: 'StaffSearchCell',
})

export default StaffSearchCell

// The member's latest challenge group (challengeBuddies): null when they have none or the
// enable-challenge-buddies setting is off, which the Empty state explains.
import { gql } from '@apollo/client'
import { createCell } from '@/lib/cell'
import type { ChallengeBuddiesQuery, ChallengeBuddiesQueryVariables } from '@/types/graphql'
import { BuddyGroupView } from '../BuddyGroupView/BuddyGroupView'
import { buddyCellStates } from '../BuddyGroupView/buddyCellStates'
import { GROUP_PERSON_FIELDS } from '../PeopleTable/groupPersonFields'
import { GROUP_PERSON_LIST_FIELDS } from '../PeopleTable/groupPersonListFields'

export const QUERY = gql`
  query ChallengeBuddies($page: Int, $pageSize: Int) {
    challengeBuddies(page: $page, pageSize: $pageSize) {
      id
      name
      startsOn
      endsOn
      leader {
        ...GroupPersonFields
      }
      buddies {
        ...GroupPersonListFields
      }
    }
  }
  ${GROUP_PERSON_FIELDS}
  ${GROUP_PERSON_LIST_FIELDS}
`

type Props = { page: number; pageSize: number }

export const ChallengeBuddiesCell = createCell<Props, ChallengeBuddiesQuery>({
  QUERY,
  beforeQuery: ({ page, pageSize }) => ({ variables: { page, pageSize } satisfies ChallengeBuddiesQueryVariables }),
  ...buddyCellStates(
    'challenge group',
    'When you join a challenge, your team leader and challenge buddies show here.',
  ),
  Success: ({ challengeBuddies }) => <BuddyGroupView group={challengeBuddies!} kind="challenge" />,
  displayName: 'ChallengeBuddiesCell',
})

export default ChallengeBuddiesCell

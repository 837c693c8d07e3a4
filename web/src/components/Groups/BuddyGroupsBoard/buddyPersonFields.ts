// A group's leader and members as BuddyGroupsBoard renders them (its BuddyPersonRow): one
// selection for the accountability and challenge group boards (AccountabilityGroupsCell,
// ChallengeGroupsCell).
import { gql } from '@apollo/client'

export const BUDDY_PERSON_FIELDS = gql`
  fragment BuddyPersonFields on BuddyPerson {
    id
    name
    email
  }
`

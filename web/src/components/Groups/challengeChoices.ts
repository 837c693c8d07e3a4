// The people picker's query of the challenge-group pages (the board's assignments and the edit
// dialog's leader): up to 20 live users with the challenges they are in now.
import { gql } from '@apollo/client'

export const CHALLENGE_CHOICES = gql`
  query ChallengeUserChoices($search: String) {
    choices: challengeUserChoices(search: $search) {
      id
      name
      email
      current
    }
  }
`

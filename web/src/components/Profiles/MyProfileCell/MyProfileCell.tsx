// The signed-in user's own profile (/profile and /profile/edit).
import { gql } from '@apollo/client'
import type { ProfileTab } from '@common/validation/profiles'
import { createCell } from '@/lib/cell'
import type { MyProfileQuery } from '@/types/graphql'
import { PageSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { ProfileView } from '../ProfileView/ProfileView'
import { PROFILE_FIELDS } from '../ProfileView/profileFields'

export const QUERY = gql`
  query MyProfile {
    myProfile {
      ...ProfileFields
    }
  }
  ${PROFILE_FIELDS}
`

export const MyProfileCell = createCell<{ defaultTab?: ProfileTab }, MyProfileQuery>({
  QUERY,
  Loading: () => <PageSkeleton label="Loading your profile" />,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your profile" />,
  Success: ({ myProfile, defaultTab }) => <ProfileView profile={myProfile} defaultTab={defaultTab} />,
  displayName: 'MyProfileCell',
})

export default MyProfileCell

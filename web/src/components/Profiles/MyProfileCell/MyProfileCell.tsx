// The signed-in user's own profile (/profile and /profile/edit).
import { gql } from '@apollo/client'
import type { ProfileTab } from '@common/validation/profiles'
import { createCell } from '@/lib/cell'
import type { MyProfileQuery } from '@/types/graphql'
import { PageSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { ProfileView } from '../ProfileView/ProfileView'

export const QUERY = gql`
  query MyProfile {
    myProfile {
      id
      slug
      firstName
      lastName
      fullName
      profileImageUrl
      batch
      stage {
        id
        number
        name
      }
      wins {
        id
        title
        description
        imageUrl
        wonOn
        createdAt
      }
      isOwn
      canEdit
      email
      basicInfo {
        firstName
        lastName
        middleName
        suffix
        sex
        birthdate
        mobileNumber
        country
        state
        city
        timezone
      }
      socials {
        facebook
        instagram
        tiktok
        youtube
        linkedin
        twitter
        website
      }
      membership {
        batch
        stage {
          id
          number
          name
        }
        group
        membershipStatus
        enrolmentStatus
        subscriptions {
          id
          productName
          funnelName
          startsAt
          expiry
          lifetime
          status
        }
      }
    }
  }
`

export const MyProfileCell = createCell<{ defaultTab?: ProfileTab }, MyProfileQuery>({
  QUERY,
  Loading: () => <PageSkeleton label="Loading your profile" />,
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="your profile" />,
  Success: ({ myProfile, defaultTab }) => <ProfileView profile={myProfile} defaultTab={defaultTab} />,
  displayName: 'MyProfileCell',
})

export default MyProfileCell

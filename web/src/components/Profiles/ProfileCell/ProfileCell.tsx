// A profile by its slug (/profile/{slug}): the parts the caller may read.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell } from '@/lib/cell'
import type { ProfileQuery, ProfileQueryVariables } from '@/types/graphql'
import { PageSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { ProfileView } from '../ProfileView/ProfileView'

export const QUERY = gql`
  query Profile($slug: String!) {
    profile(slug: $slug) {
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

export const ProfileCell = createCell<ProfileQueryVariables, ProfileQuery>({
  QUERY,
  Loading: () => <PageSkeleton label="Loading the profile" />,
  Empty: () => (
    <EmptyCard
      title="Profile not found"
      description="This profile does not exist or is not open to you."
      action={{ label: 'Go to my profile', to: routes.myProfile() }}
    />
  ),
  Failure: ({ error, refetch }) => <LoadFailure error={error} refetch={refetch} what="this profile" />,
  Success: ({ profile }) => (profile ? <ProfileView profile={profile} /> : null),
  displayName: 'ProfileCell',
})

export default ProfileCell

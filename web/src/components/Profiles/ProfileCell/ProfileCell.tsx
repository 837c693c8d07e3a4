// A profile by its slug (/profile/{slug}): the parts the caller may read.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell } from '@/lib/cell'
import type { ProfileQuery, ProfileQueryVariables } from '@/types/graphql'
import { PageSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { ProfileView } from '../ProfileView/ProfileView'
import { PROFILE_FIELDS } from '../ProfileView/profileFields'

export const QUERY = gql`
  query Profile($slug: String!) {
    profile(slug: $slug) {
      ...ProfileFields
    }
  }
  ${PROFILE_FIELDS}
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

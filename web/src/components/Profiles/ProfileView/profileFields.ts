// The profile page's fields, as ProfileView renders them: one selection for the member's own
// profile (MyProfileCell) and anyone's by slug (ProfileCell), so the two can never drift apart.
import { gql } from '@apollo/client'
import { PROFILE_BASIC_INFO_FIELDS } from '../BasicInfoForm/basicInfoFields'
import { PROFILE_SOCIALS_FIELDS } from '../SocialAccountsForm/socialsFields'

export const PROFILE_FIELDS = gql`
  fragment ProfileFields on Profile {
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
      ...ProfileBasicInfoFields
    }
    socials {
      ...ProfileSocialsFields
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
  ${PROFILE_BASIC_INFO_FIELDS}
  ${PROFILE_SOCIALS_FIELDS}
`

// A profile's basic info as the Basic Info tab's form (BasicInfoForm) edits it: the profile page's
// fragment (ProfileView/profileFields.ts) and updateBasicInfo's answer select it the same way.
import { gql } from '@apollo/client'

export const PROFILE_BASIC_INFO_FIELDS = gql`
  fragment ProfileBasicInfoFields on ProfileBasicInfo {
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
`

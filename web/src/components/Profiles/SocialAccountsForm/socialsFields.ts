// A profile's social links as the Social Accounts tab's form (SocialAccountsForm) edits them: the
// profile page's fragment (ProfileView/profileFields.ts) and updateSocialAccounts' answer select
// them the same way.
import { gql } from '@apollo/client'

export const PROFILE_SOCIALS_FIELDS = gql`
  fragment ProfileSocialsFields on ProfileSocials {
    facebook
    instagram
    tiktok
    youtube
    linkedin
    twitter
    website
  }
`

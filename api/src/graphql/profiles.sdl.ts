// Profiles (docs/product.md, "profiles"): /profile (myProfile), /profile/{slug}
// (profile) and /profile/edit, with the tabs Wins, Basic Info, Social Accounts, Membership and
// Account. Who reads what (services/profiles/access.ts): the user their whole profile; staff whose
// page access allows profile or user any profile whole, read-only; everyone signed in another
// active user's public parts (name, image, wins, batch, stage), the rest null. A profile the
// caller may not read answers null, exactly like one that does not exist.
export const schema = /* GraphQL */ `
  type ProfileStage {
    id: Int!
    number: Int!
    name: String!
  }

  "A win a member shares on their profile."
  type ProfileWin {
    id: Int!
    title: String!
    description: String
    "The uploaded image's address (/api/files/win-images/{id}), or null."
    imageUrl: String
    "The day of the win as the member tells it (YYYY-MM-DD, Manila); null: the day it was posted."
    wonOn: String
    createdAt: DateTime!
  }

  type ProfileBasicInfo {
    firstName: String!
    lastName: String!
    middleName: String
    suffix: String
    "Male or Female."
    sex: String
    "YYYY-MM-DD."
    birthdate: String
    mobileNumber: String
    country: String
    state: String
    city: String
    "A label of the timezone list ('GMT+08:00'); GMT+08:00 until the user chooses."
    timezone: String!
  }

  type ProfileSocials {
    facebook: String
    instagram: String
    tiktok: String
    youtube: String
    linkedin: String
    twitter: String
    website: String
  }

  type ProfileSubscription {
    id: Int!
    productName: String!
    funnelName: String
    startsAt: DateTime!
    expiry: DateTime!
    "Expiry after 1 Jan 9999 (Manila)."
    lifetime: Boolean!
    "Not Enrolled (unenrolled), Active or Inactive (expired before today in Manila)."
    status: String!
  }

  type ProfileMembership {
    batch: String
    stage: ProfileStage
    group: String
    "Multiple Subscriptions Found, Active, Expired, or null without subscriptions (as currentUser's)."
    membershipStatus: String
    "Not Enrolled, Active or Inactive."
    enrolmentStatus: String!
    "Newest first, unenrolled ones included."
    subscriptions: [ProfileSubscription!]!
  }

  type Profile {
    id: Int!
    slug: String!
    firstName: String!
    lastName: String!
    fullName: String!
    "The profile image's address (/api/files/profile-images/{userId}), or null."
    profileImageUrl: String
    batch: String
    stage: ProfileStage
    "The 50 newest, newest first."
    wins: [ProfileWin!]!
    "The signed-in user's own profile."
    isOwn: Boolean!
    "Own, and not impersonated: the edit tabs are open."
    canEdit: Boolean!
    "Own or staff only; null otherwise."
    email: String
    basicInfo: ProfileBasicInfo
    socials: ProfileSocials
    membership: ProfileMembership
  }

  "A country, state or city of the location lists: the code to ask the next list with, and the name stored."
  type LocationOption {
    code: String!
    name: String!
  }

  input BasicInfoInput {
    firstName: String!
    lastName: String!
    middleName: String
    suffix: String
    sex: String
    birthdate: String
    mobileNumber: String
    country: String
    state: String
    city: String
    timezone: String
  }

  input SocialAccountsInput {
    facebook: String
    instagram: String
    tiktok: String
    youtube: String
    linkedin: String
    twitter: String
    website: String
  }

  input WinInput {
    title: String!
    description: String
    "An uploaded image's storage key (POST /api/upload-file)."
    image: String
  }

  input ChangePasswordInput {
    currentPassword: String!
    newPassword: String!
    confirmPassword: String!
  }

  type Query {
    "The signed-in user's own profile (/profile)."
    myProfile: Profile! @requireAuth
    "A profile by slug (/profile/{slug}), as the caller may see it; null when not found."
    profile(slug: String!): Profile @requireAuth
    "Sorted by name; an empty list when the location service fails."
    countries: [LocationOption!]! @requireAuth
    "The states of a country (its code from countries)."
    states(country: String!): [LocationOption!]! @requireAuth
    "The cities of a state (codes from countries and states)."
    cities(country: String!, state: String!): [LocationOption!]! @requireAuth
  }

  type Mutation {
    updateBasicInfo(input: BasicInfoInput!): Profile! @requireAuth
    updateSocialAccounts(input: SocialAccountsInput!): Profile! @requireAuth
    "An uploaded image's storage key, or null to remove the image."
    updateProfileImage(image: String): Profile! @requireAuth
    "Needs the current password; ends the user's other sessions and keeps this one."
    changePassword(input: ChangePasswordInput!): Boolean! @requireAuth
    createWin(input: WinInput!): ProfileWin! @requireAuth
    "The deleted win's id; only the author's own wins."
    deleteWin(id: Int!): Int! @requireAuth
  }
`

// The profiles domain's services (graphql/profiles.sdl.ts), one file per area; registered in
// graphql/index.ts as the domain 'profiles'. Who reads what: access.ts. SQL statement counts are
// in each file's header and docs/api.md "Profiles".
export { myProfile, profile } from './readProfile'
export { updateBasicInfo } from './basicInfo'
export { updateSocialAccounts } from './socials'
export { updateProfileImage, changePassword } from './account'
export { createWin, deleteWin } from './wins'
export { countries, states, cities } from './locations'

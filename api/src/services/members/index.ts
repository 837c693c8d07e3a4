// The members back office (docs/product.md, "members"): the list, the profile, the option lists, the overview and
// the edit (api/src/graphql/members.sdl.ts).
export { communityOverview, member, memberFilterOptions, members } from './members'
export { updateMember } from './updateMember'

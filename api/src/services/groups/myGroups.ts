// The groups domain's member side, myGroups (graphql/groups.myGroups.sdl.ts): groups and sub-groups for their
// leaders and staff, buddies for members. Registered in graphql/index.ts as the domain 'myGroups'.
// Row rules: access.ts. SQL statement counts per operation: docs/api.md "Groups and buddies".
export { viewGroup, viewGroupMembers, viewSubGroup, viewSubGroupMembers } from './myGroupsGroups'
export { accountabilityBuddies, challengeBuddies } from './buddies'
export { ledAccountabilityGroups } from './ledAccountabilityGroups'

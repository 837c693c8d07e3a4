// The role id sent as `x-current-role` on every API call (Apollo and the currentUser fetch). It
// lives outside React so both clients read the same value synchronously at request time; the
// CurrentRoleProvider keeps it in step with the role shown in the avatar menu.
import { savedRoleHeader } from './currentRole'

let activeRoleId: string | null = typeof localStorage === 'undefined' ? null : savedRoleHeader()

export const getActiveRoleId = () => activeRoleId

export function setActiveRoleId(id: string | null) {
  activeRoleId = id
}

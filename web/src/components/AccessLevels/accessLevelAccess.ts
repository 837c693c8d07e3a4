// Who may do what on the access-level pages (spec part 2 section 6): creating needs the page
// newAccessLevel and the function flag access-level_create; changing or deleting needs
// editAccessLevel. The API refuses the same calls (api/src/graphql/accessLevels.sdl.ts).
import type { CurrentUser } from '../../auth'
import { isPageAllowed } from '../../lib/pageAccess'

export const canCreateAccessLevel = (user: CurrentUser | null) =>
  isPageAllowed('newAccessLevel', user?.pageAccess) && user?.functionAccess?.['access-level_create'] === true

export const canEditAccessLevel = (user: CurrentUser | null) => isPageAllowed('editAccessLevel', user?.pageAccess)

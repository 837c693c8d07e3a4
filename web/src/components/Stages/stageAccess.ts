// Who may do what on the stage pages (docs/product.md, "Page access"): the create button needs the page
// newStage and the function flag stage_create; changing a stage, its tasks and its people needs
// editStage. The API refuses the same calls (api/src/graphql/stages.sdl.ts).
import type { CurrentUser } from '@/auth'
import { isPageAllowed } from '@/lib/pageAccess'

export const canCreateStage = (user: CurrentUser | null) =>
  isPageAllowed('newStage', user?.pageAccess) && user?.functionAccess?.stage_create === true

export const canEditStage = (user: CurrentUser | null) => isPageAllowed('editStage', user?.pageAccess)

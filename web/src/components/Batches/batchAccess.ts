// Who may do what on the batch pages (docs/permissions.md): "Launch New Batch" needs the page
// newBatch and the function flag batch_create; changing or deleting a batch needs editBatch. The
// API refuses the same calls (api/src/graphql/batches.sdl.ts).
import type { CurrentUser } from '@/auth'
import { isPageAllowed } from '@/lib/pageAccess'

export const canCreateBatch = (user: CurrentUser | null) =>
  isPageAllowed('newBatch', user?.pageAccess) && user?.functionAccess?.batch_create === true

export const canEditBatch = (user: CurrentUser | null) => isPageAllowed('editBatch', user?.pageAccess)

// Who may do what with resource files, as the web shows it (the API refuses the same calls): the
// create buttons need the resource-file_create function flag (docs/product.md, "Page access") and the new page.
import type { CurrentUser } from '@/auth'
import { isPageAllowed } from '@/lib/pageAccess'

export function canCreateResourceFile(user: CurrentUser | null | undefined): boolean {
  return user?.functionAccess['resource-file_create'] === true && isPageAllowed('newResourceFile', user.pageAccess)
}

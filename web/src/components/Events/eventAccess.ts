// Who may do what with events, as the web shows it (the API refuses the same calls): the create
// buttons need the event_create function flag (docs/product.md, "Page access") and the new-event page.
import type { CurrentUser } from '@/auth'
import { isPageAllowed } from '@/lib/pageAccess'

export function canCreateEvent(user: CurrentUser | null | undefined): boolean {
  return user?.functionAccess.event_create === true && isPageAllowed('newEvent', user.pageAccess)
}

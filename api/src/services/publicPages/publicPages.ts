// Which public page a path is: the one resolver the server's HTML (its title and social tags) and
// GET /api/public-page share, so a crawler and the app see the same page. Paths that are no public
// page of this kind answer null (the app shell as usual).
import type { PublicPage } from '../../../../common/publicPages'
import { isPolicyName, policyPage } from './policies'

/** The public page at `pathname` (no query), or null. */
export async function publicPageFor(pathname: string): Promise<PublicPage | null> {
  const name = pathname.replace(/^\/+|\/+$/g, '')
  if (isPolicyName(name)) return policyPage(name)
  return null
}

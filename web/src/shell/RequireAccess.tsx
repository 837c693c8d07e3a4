// Guards a page by its page-access flag: `<RequireAccess page="users">…</RequireAccess>` renders
// the page only when the current role's pageAccess.users is true, and the Forbidden view
// otherwise. The API refuses the same calls; this only spares the user a broken page.
import type { ReactNode } from 'react'
import { useAuth } from '../auth'
import { useCurrentUser } from './currentUser'
import { Forbidden } from './Forbidden'

export function RequireAccess({ page, children }: { page: string; children: ReactNode }) {
  const { loading } = useAuth()
  const user = useCurrentUser()
  if (loading) return null
  if (user?.pageAccess[page] !== true) return <Forbidden />
  return <>{children}</>
}

/** For a whole route set: `<Set wrap={requireAccess('users')}>`. */
export function requireAccess(page: string) {
  const Wrapper = ({ children }: { children?: ReactNode }) => <RequireAccess page={page}>{children}</RequireAccess>
  Wrapper.displayName = `RequireAccess(${page})`
  return Wrapper
}

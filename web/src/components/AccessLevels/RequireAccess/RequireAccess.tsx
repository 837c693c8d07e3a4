// Guards a page by its page-access flag: `<RequireAccess page="users">…</RequireAccess>` renders
// the page only when the current role's pageAccess.users is true, and the Forbidden view
// otherwise. The API refuses the same calls; this only spares the user a broken page.
import type { ReactNode } from 'react'
import type { PageFlag } from '@common/permissions'
import { useAuth, useCurrentUser } from '@/auth'
import { Forbidden } from '../Forbidden/Forbidden'

export function RequireAccess({ page, children }: { page: PageFlag; children: ReactNode }) {
  const { loading } = useAuth()
  const user = useCurrentUser()
  if (loading) return null
  if (user?.pageAccess[page] !== true) return <Forbidden />
  return <>{children}</>
}

/** For a whole route set: `<Set wrap={requireAccess('users')}>`. */
export function requireAccess(page: PageFlag) {
  const Wrapper = ({ children }: { children?: ReactNode }) => <RequireAccess page={page}>{children}</RequireAccess>
  Wrapper.displayName = `RequireAccess(${page})`
  return Wrapper
}

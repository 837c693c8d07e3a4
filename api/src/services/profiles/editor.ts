// Who may change a profile: the signed-in user, for themself, and not while an admin impersonates
// them (an admin acting as a member reads their profile but does not rewrite it or their password).
import type { CurrentUser } from '../../../../common/currentUser'
import { requireAuth } from '../../directives'
import { currentUser } from '../../lib/context'
import { ForbiddenError } from '../../lib/errors'

export const IMPERSONATION_MESSAGE = 'A profile cannot be changed while impersonating its owner.'

export function requireProfileEditor(): CurrentUser {
  const user = requireAuth(currentUser())
  if (user.isImpersonating) throw new ForbiddenError(IMPERSONATION_MESSAGE)
  return user
}

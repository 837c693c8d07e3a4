// Session rules that run once per app load (docs/product.md, "Sign-in and sessions").
import { useEffect, useRef } from 'react'
import { useLogOutAndLeave } from '../useLogOut'
import { useCurrentUser } from '@/auth'
import { takeAffiliateRelogin } from '../session'

export function SessionGuards() {
  const user = useCurrentUser()
  const logOutAndLeave = useLogOutAndLeave()
  const checked = useRef(false)

  useEffect(() => {
    // Only the first user seen in this load counts: an affiliate who signs in again afterwards
    // (the flag is then set) is not signed out a second time.
    if (!user || checked.current) return
    checked.current = true
    if (takeAffiliateRelogin(user)) void logOutAndLeave()
  }, [user, logOutAndLeave])

  return null
}

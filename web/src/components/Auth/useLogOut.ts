import { useCallback } from 'react'
import { navigate } from '@redwoodjs/router'
import { useAuth } from '@/auth'
import { useClearGraphQLCache } from '@/lib/graphqlClient'
import { markLoggedOut } from './session'

/** Logs out: session markers, server logout, no cached data left behind, then the login page. */
export function useLogOutAndLeave() {
  const { logOut } = useAuth()
  const clearGraphQLCache = useClearGraphQLCache()
  return useCallback(async () => {
    markLoggedOut()
    await logOut()
    await clearGraphQLCache()
    navigate('/login')
  }, [logOut, clearGraphQLCache])
}

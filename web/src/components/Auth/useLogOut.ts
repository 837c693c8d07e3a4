import { useCallback } from 'react'
import { useApolloClient } from '@apollo/client'
import { navigate } from '@redwoodjs/router'
import { useAuth } from '../../auth'
import { markLoggedOut } from './session'

/** Logs out: session markers, server logout, no cached data left behind, then the login page. */
export function useLogOutAndLeave() {
  const { logOut } = useAuth()
  const apollo = useApolloClient()
  return useCallback(async () => {
    markLoggedOut()
    await logOut()
    await apollo.clearStore()
    navigate('/login')
  }, [logOut, apollo])
}

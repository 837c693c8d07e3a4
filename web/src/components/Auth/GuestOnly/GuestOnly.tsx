// Password screens are for signed-out visitors: a signed-in user landing on them goes home.
import { useEffect, type ReactNode } from 'react'
import { navigate, routes } from '@redwoodjs/router'
import { useAuth } from '@/auth'

export function GuestOnly({ children }: { children?: ReactNode }) {
  const { isAuthenticated, loading } = useAuth()
  useEffect(() => {
    if (!loading && isAuthenticated) navigate(routes.home(), { replace: true })
  }, [isAuthenticated, loading])
  if (loading || isAuthenticated) return null
  return <>{children}</>
}

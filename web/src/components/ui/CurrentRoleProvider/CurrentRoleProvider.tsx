// Holds the role the user acts as and switches it. The server builds pageAccess/functionAccess
// for the role named in x-current-role, so after a switch (or when the server answered for a
// different role than the one restored here) currentUser is fetched again.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { navigate } from '@redwoodjs/router'
import { roleLabel } from '@common/permissions'
import { useAuth, useCurrentUser } from '@/auth'
import { readSavedRole, resolveCurrentRole, saveRole, setActiveRoleId } from '@/lib/currentRole'
import { useClearGraphQLCache } from '@/lib/graphqlClient'

export type CurrentRole = { id: string | null; name: string | null }

type CurrentRoleValue = CurrentRole & {
  switchRole: (id: string) => Promise<void>
  /** True while currentUser is being fetched again for a newly chosen role. */
  switching: boolean
}

const CurrentRoleContext = createContext<CurrentRoleValue | null>(null)

export function CurrentRoleProvider({ children }: { children: ReactNode }) {
  const { reauthenticate } = useAuth()
  const user = useCurrentUser()
  const clearGraphQLCache = useClearGraphQLCache()
  const [roleId, setRoleId] = useState<string | null>(null)
  const [switching, setSwitching] = useState(false)
  // Refetch at most once per role, so a server that answers for another role cannot loop us.
  const refetchedFor = useRef<string | null>(null)

  useEffect(() => {
    if (!user) {
      setRoleId(null)
      return
    }
    const resolved = resolveCurrentRole(user.accessLevels, readSavedRole())
    setActiveRoleId(resolved)
    setRoleId(resolved)
    if (resolved && user.accessLevel?.name !== resolved && refetchedFor.current !== resolved) {
      refetchedFor.current = resolved
      void reauthenticate()
    }
  }, [user, reauthenticate])

  const switchRole = useCallback(
    async (id: string) => {
      saveRole(id)
      setActiveRoleId(id)
      setRoleId(id)
      refetchedFor.current = id
      setSwitching(true)
      navigate('/')
      try {
        // Data cached for the previous role may show things this role may not see.
        await clearGraphQLCache()
        await reauthenticate()
      } finally {
        setSwitching(false)
      }
    },
    [clearGraphQLCache, reauthenticate],
  )

  const value = useMemo(() => {
    const level = user?.accessLevels.find((l) => l.name === roleId)
    return { id: roleId, name: roleId ? (level?.label ?? roleLabel(roleId)) : null, switchRole, switching }
  }, [roleId, user, switchRole, switching])

  return <CurrentRoleContext.Provider value={value}>{children}</CurrentRoleContext.Provider>
}

export function useCurrentRole(): CurrentRoleValue {
  const value = useContext(CurrentRoleContext)
  if (!value) throw new Error('useCurrentRole must be used within a CurrentRoleProvider')
  return value
}

// Renders a component the way the app does, without a server: an auth state for `user` (signed
// out without one), the role they act as, a router location, Apollo with `mocks` (also behind the
// app's GraphQL client holder, for on-demand mutations), the UI state
// (with its loading screen) and toasts.
//
//   const { auth } = renderWithProviders(<WelcomeBackModal />, { user: testUser(), mocks: [...] })
//   await waitFor(() => expect(auth.reauthenticate).toHaveBeenCalled())
import { useApolloClient } from '@apollo/client'
import { MockedProvider, type MockedResponse } from '@apollo/client/testing'
import { LocationProvider } from '@redwoodjs/router'
import { render } from '@testing-library/react'
import type { ContextType, ReactElement, ReactNode } from 'react'
import { vi } from 'vitest'
import { AuthContext, type CurrentUser } from '@/auth'
import { CurrentRoleProvider } from '@/components/ui/CurrentRoleProvider/CurrentRoleProvider'
import { LoadingScreen } from '@/components/ui/LoadingScreen/LoadingScreen'
import { saveRole } from '@/lib/currentRole'
import { GraphQLClientProvider } from '@/lib/graphqlClient'
import { AppToaster } from '@/lib/toast'
import { UiStateProvider } from '@/lib/uiState'

type AuthState = NonNullable<ContextType<typeof AuthContext>>

export type RenderWithProvidersOptions = {
  /** The signed-in user (testUser(...)); signed out when absent or null. */
  user?: CurrentUser | null
  /** The access level the user acts as; added to the user's levels if they lack it. Default: the app's own choice. */
  role?: string
  /** The address the component is rendered at, e.g. '/courses?global=zoom'. Default '/'. */
  route?: string
  /** Apollo mocks for the operations the component runs. */
  mocks?: readonly MockedResponse[]
  /** Auth functions to replace (forgotPassword, logOut ...); each default is a mock that resolves. */
  auth?: Partial<AuthState>
}

/** The user as the server would answer when they act as `role`: holding it, with it as the current level. */
function actingAs(user: CurrentUser, role: string): CurrentUser {
  const held = user.accessLevels.find((level) => level.name === role)
  const level = held ?? { id: Math.max(0, ...user.accessLevels.map((l) => l.id)) + 1, name: role, label: role }
  return { ...user, accessLevels: held ? user.accessLevels : [...user.accessLevels, level], accessLevel: level }
}

function authState(user: CurrentUser | null, overrides: Partial<AuthState>): AuthState {
  return {
    loading: false,
    isAuthenticated: !!user,
    currentUser: user,
    userMetadata: user ? String(user.id) : null,
    logIn: vi.fn(async () => ({})),
    logOut: vi.fn(async () => true),
    signUp: vi.fn(async () => ({})),
    getToken: vi.fn(async () => (user ? 'test-token' : null)),
    getCurrentUser: vi.fn(async () => user),
    hasRole: (roles: string | string[]) => [roles].flat().some((role) => !!user?.roles.includes(role)),
    reauthenticate: vi.fn(async () => {}),
    forgotPassword: vi.fn(async () => ({})),
    resetPassword: vi.fn(async () => ({})),
    validateResetToken: vi.fn(async () => ({})),
    type: 'dbAuth',
    hasError: false,
    ...overrides,
  }
}

/** The app's GraphQL client holder, handing out the MockedProvider's client (so on-demand mutations meet the mocks too). */
function MockClientHolder({ children }: { children: ReactNode }) {
  const client = useApolloClient()
  return (
    <GraphQLClientProvider client={client} getToken={() => null} getCurrentRoleId={() => null}>
      {children}
    </GraphQLClientProvider>
  )
}

export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { role, route = '/', mocks = [] } = options
  const user = options.user && role ? actingAs(options.user, role) : (options.user ?? null)
  // The provider restores a saved role the user holds, as after a reload.
  if (user && role) saveRole(role)
  window.history.replaceState({}, '', route)
  const auth = authState(user, options.auth ?? {})
  const result = render(
    <MockedProvider mocks={mocks}>
      <MockClientHolder>
        <AuthContext.Provider value={auth}>
          <LocationProvider>
            <CurrentRoleProvider>
              <UiStateProvider>
                {ui}
                <LoadingScreen />
                <AppToaster />
              </UiStateProvider>
            </CurrentRoleProvider>
          </LocationProvider>
        </AuthContext.Provider>
      </MockClientHolder>
    </MockedProvider>,
  )
  return { ...result, auth, user }
}

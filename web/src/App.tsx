// The app's providers, outermost first: error boundary, auth, the GraphQL client's holder (the
// client, with the dbAuth token and the current role on every request, is made and its code
// loaded only for screens that run GraphQL: lib/graphqlClient.tsx), the current role, UI state,
// toasts, then the routes and the loading screen the UI state shows over them.
import type { ReactNode } from 'react'
import { AuthProvider, useAuth } from '@/auth'
import { SessionGuards } from '@/components/Auth/SessionGuards/SessionGuards'
import { CurrentRoleProvider } from '@/components/ui/CurrentRoleProvider/CurrentRoleProvider'
import { LoadingScreen } from '@/components/ui/LoadingScreen/LoadingScreen'
import { getActiveRoleId } from '@/lib/currentRole'
import { GraphQLClientProvider } from '@/lib/graphqlClient'
import { AppToaster } from '@/lib/toast'
import { UiStateProvider } from '@/lib/uiState'
import { PageErrorBoundary } from '@/pages/FatalErrorPage/FatalErrorPage'
import Routes from '@/Routes'

function AppGraphQL({ children }: { children: ReactNode }) {
  const { getToken } = useAuth()
  return (
    <GraphQLClientProvider getToken={getToken} getCurrentRoleId={getActiveRoleId}>
      {children}
    </GraphQLClientProvider>
  )
}

export default function App() {
  return (
    <PageErrorBoundary>
      <AuthProvider>
        <AppGraphQL>
          <CurrentRoleProvider>
            <UiStateProvider>
              <SessionGuards />
              <AppToaster />
              <Routes />
              <LoadingScreen />
            </UiStateProvider>
          </CurrentRoleProvider>
        </AppGraphQL>
      </AuthProvider>
    </PageErrorBoundary>
  )
}

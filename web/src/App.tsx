// The app's providers, outermost first: error boundary, auth, Apollo (with the dbAuth token and
// the current role on every request), the current role, UI state, toasts, then the routes and
// the loading screen the UI state shows over them.
import { useMemo, type ReactNode } from 'react'
import { ApolloProvider } from '@apollo/client'
import { AuthProvider, useAuth } from './auth'
import { SessionGuards } from './components/Auth/SessionGuards/SessionGuards'
import { CurrentRoleProvider } from './components/Roles/CurrentRoleProvider/CurrentRoleProvider'
import { LoadingScreen } from './components/ui/LoadingScreen/LoadingScreen'
import { createApolloClient } from './lib/apollo'
import { getActiveRoleId } from './lib/currentRole'
import { AppToaster } from './lib/toast'
import { UiStateProvider } from './lib/uiState'
import { PageErrorBoundary } from './pages/FatalErrorPage/FatalErrorPage'
import Routes from './Routes'

function AppApollo({ children }: { children: ReactNode }) {
  const { getToken } = useAuth()
  const client = useMemo(() => createApolloClient({ getToken, getCurrentRoleId: getActiveRoleId }), [getToken])
  return <ApolloProvider client={client}>{children}</ApolloProvider>
}

export default function App() {
  return (
    <PageErrorBoundary>
      <AuthProvider>
        <AppApollo>
          <CurrentRoleProvider>
            <UiStateProvider>
              <SessionGuards />
              <AppToaster />
              <Routes />
              <LoadingScreen />
            </UiStateProvider>
          </CurrentRoleProvider>
        </AppApollo>
      </AuthProvider>
    </PageErrorBoundary>
  )
}

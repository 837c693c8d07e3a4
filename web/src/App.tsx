// The app's providers, outermost first: error boundary, auth, Apollo (with the dbAuth token and
// the current role on every request), the current role, UI state, toasts, then the routes.
import { useMemo, type ReactNode } from 'react'
import { ApolloProvider } from '@apollo/client'
import { AuthProvider, useAuth } from './auth'
import { createApolloClient } from './lib/apollo'
import { AppToaster } from './lib/toast'
import Routes from './Routes'
import { PageErrorBoundary } from './components/FatalErrorPage/FatalErrorPage'
import { CurrentRoleProvider } from './shell/CurrentRoleProvider'
import { getActiveRoleId } from './shell/roleHeader'
import { SessionGuards } from './shell/SessionGuards'
import { UiStateProvider } from './shell/uiState'

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
            </UiStateProvider>
          </CurrentRoleProvider>
        </AppApollo>
      </AuthProvider>
    </PageErrorBoundary>
  )
}

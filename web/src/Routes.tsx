// Every route of the app, by name. Pages are code-split with lazyPage(). Later issues add their
// routes here; the menus pick them up automatically (components/Navigation/menus.ts hides
// unregistered routes).
import { Suspense, type ReactNode } from 'react'
import { PrivateSet, Route, Router, Set } from '@redwoodjs/router'
import { useAuth } from './auth'
import AuthLayout from './layouts/AuthLayout/AuthLayout'
import { lazyWithGraphQL } from './lib/graphqlClient'
import { lazyPage } from './lib/lazyPage'
import { GuestOnly } from './components/Auth/GuestOnly/GuestOnly'

const HomePage = lazyPage('HomePage', () => import('./pages/Home/HomePage/HomePage'))
const LoginPage = lazyPage('LoginPage', () => import('./pages/Auth/LoginPage/LoginPage'))
const SignupPage = lazyPage('SignupPage', () => import('./pages/Auth/SignupPage/SignupPage'))
const ForgotPasswordPage = lazyPage('ForgotPasswordPage', () => import('./pages/Auth/ForgotPasswordPage/ForgotPasswordPage'))
const SetNewPasswordPage = lazyPage('SetNewPasswordPage', () => import('./pages/Auth/SetNewPasswordPage/SetNewPasswordPage'))
const ResetPasswordPage = lazyPage('ResetPasswordPage', () => import('./pages/Auth/ResetPasswordPage/ResetPasswordPage'))
const ForbiddenPage = lazyPage('ForbiddenPage', () => import('./pages/ForbiddenPage/ForbiddenPage'))
const ThankYouPage = lazyPage('ThankYouPage', () => import('./pages/Auth/ThankYouPage/ThankYouPage'))
const BugReportPage = lazyPage('BugReportPage', () => import('./pages/BugReport/BugReportPage/BugReportPage'))
const NotFoundPage = lazyPage('NotFoundPage', () => import('./pages/NotFoundPage/NotFoundPage'))

// The signed-in shell loads on its own, with the GraphQL client every page in it may use, so the
// sign-in screens download neither. A page outside it that runs GraphQL says so: lazyPage(..., { graphql: true }).
const LazyAppLayout = lazyWithGraphQL(() => import('./layouts/AppLayout/AppLayout'))
const AppLayout = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={null}>
    <LazyAppLayout>{children}</LazyAppLayout>
  </Suspense>
)

/** The page-loading delay: the loading state shows only for pages slower than this. */
export const PAGE_LOADING_DELAY_MS = 1000

export default function Routes() {
  return (
    <Router useAuth={useAuth} trailingSlashes="never" pageLoadingDelay={PAGE_LOADING_DELAY_MS}>
      <Set wrap={AuthLayout}>
        <Route path="/login" page={LoginPage} name="login" />
        <Route path="/signup" page={SignupPage} name="signup" />
        <Set wrap={GuestOnly}>
          <Route path="/forgot-password" page={ForgotPasswordPage} name="forgotPassword" />
          <Route path="/set-new-password" page={SetNewPasswordPage} name="setNewPassword" />
          <Route path="/reset-password" page={ResetPasswordPage} name="resetPassword" />
        </Set>
        <Route path="/forbidden" page={ForbiddenPage} name="forbidden" />
        <Route path="/thank-you" page={ThankYouPage} name="thankYou" />
        <Route path="/bug-report" page={BugReportPage} name="bugReport" />
      </Set>
      <PrivateSet unauthenticated="login" wrap={AppLayout}>
        <Route path="/" page={HomePage} name="home" />
      </PrivateSet>
      <Route notfound page={NotFoundPage} />
    </Router>
  )
}

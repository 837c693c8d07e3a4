// Sign in with e-mail and password (dbAuth login); once signed in, on to the page the visitor
// was headed for (redirectTo), or home.
import { useEffect, useState } from 'react'
import { Link, navigate, routes, useLocation } from '@redwoodjs/router'
import { useAuth } from '@/auth'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { AuthHeading, linkClass } from '@/components/ui/AuthCard/AuthCard'
import { normalizeEmail } from '../emailRules'
import { carriedRedirect, redirectTarget } from '../redirectAfterLogin'

type LoginValues = { email: string; password: string }

export function LoginForm() {
  const { logIn, isAuthenticated } = useAuth()
  const { search } = useLocation()
  const [serverError, setServerError] = useState<{ message: string } | null>(null)
  const [submitting, setSubmitting] = useState(false)

  // Signed in (now, or already when the page opened): go where the visitor was headed.
  useEffect(() => {
    if (isAuthenticated) navigate(redirectTarget(search), { replace: true })
  }, [isAuthenticated, search])

  const onSubmit = async ({ email, password }: LoginValues) => {
    setServerError(null)
    setSubmitting(true)
    try {
      const result = await logIn({ username: normalizeEmail(email), password })
      if (result?.error) setServerError({ message: String(result.error) })
    } catch (error) {
      setServerError({ message: error instanceof Error ? error.message : 'Could not sign in, try again' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <>
      <AuthHeading
        title="Welcome back"
        subtitle={
          <>
            New here?{' '}
            <Link to={routes.signup(carriedRedirect(search))} className={linkClass}>
              Create an account
            </Link>
          </>
        }
      />
      <Form<LoginValues> onSubmit={onSubmit} error={serverError} defaultValues={{ email: '', password: '' }} aria-label="Sign in">
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="name@example.com"
          validation={{ validate: (value: string) => !!value.trim() || 'Email is required' }}
        />
        <div>
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            validation={{ validate: (value: string) => !!value || 'Password is required' }}
          />
          <p className="mt-2 text-right text-sm">
            <Link to={routes.forgotPassword()} className={linkClass}>
              Forgot password?
            </Link>
          </p>
        </div>
        <SubmitButton loading={submitting} loadingLabel="Signing in..." className="w-full">
          Sign In
        </SubmitButton>
      </Form>
    </>
  )
}

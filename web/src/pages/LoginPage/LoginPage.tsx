import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, navigate, routes, useLocation } from '@redwoodjs/router'
import { useAuth } from '../../auth'
import { Button } from '../../components/Button/Button'
import { AuthHeading, FieldMessage, FormAlert, inputClass, labelClass, linkClass } from '../../shell/auth/AuthCard'
import { normalizeEmail } from '../../shell/auth/emailRules'
import { redirectTarget } from '../../shell/auth/redirectAfterLogin'

type LoginForm = { email: string; password: string }

export default function LoginPage() {
  const { logIn, isAuthenticated } = useAuth()
  const { search } = useLocation()
  const [serverError, setServerError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } })
  const { errors, isSubmitting } = formState

  // Signed in (now, or already when the page opened): go where the visitor was headed.
  useEffect(() => {
    if (isAuthenticated) navigate(redirectTarget(search), { replace: true })
  }, [isAuthenticated, search])

  const onSubmit = async ({ email, password }: LoginForm) => {
    setServerError(null)
    try {
      const result = await logIn({ username: normalizeEmail(email), password })
      if (result?.error) setServerError(String(result.error))
    } catch (error) {
      setServerError(error instanceof Error ? error.message : 'Could not sign in, try again')
    }
  }

  return (
    <>
      <AuthHeading
        title="Welcome back"
        subtitle={
          <>
            New here?{' '}
            <Link to={routes.signup()} className={linkClass}>
              Create an account
            </Link>
          </>
        }
      />
      <FormAlert message={serverError} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <div>
          <label htmlFor="login-email" className={labelClass}>
            Email
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            placeholder="name@example.com"
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            className={inputClass(!!errors.email)}
            {...register('email', { required: 'Email is required' })}
          />
          <FieldMessage id="login-email-error" message={errors.email?.message} />
        </div>
        <div>
          <div className="flex items-center justify-between">
            <label htmlFor="login-password" className={labelClass}>
              Password
            </label>
            <Link to={routes.forgotPassword()} className={`${linkClass} mb-1.5 text-sm`}>
              Forgot password?
            </Link>
          </div>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            className={inputClass(!!errors.password)}
            {...register('password', { required: 'Password is required' })}
          />
          <FieldMessage id="login-password-error" message={errors.password?.message} />
        </div>
        <Button type="submit" loading={isSubmitting} loadingLabel="Signing in..." className="w-full">
          Sign In
        </Button>
      </form>
    </>
  )
}

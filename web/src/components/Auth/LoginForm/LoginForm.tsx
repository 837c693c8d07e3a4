// Sign in with e-mail and password (dbAuth login); once signed in, on to the page the visitor
// was headed for (redirectTo), or home.
import { Link, routes } from '@redwoodjs/router'
import { useAuth } from '@/auth'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { AuthHeading, linkClass } from '@/components/ui/AuthCard/AuthCard'
import { normalizeEmail } from '../emailRules'
import { carriedRedirect } from '../redirectAfterLogin'
import { useSignInSubmit } from '../useSignInSubmit'

type LoginValues = { email: string; password: string }

export function LoginForm() {
  const { logIn } = useAuth()
  const { search, serverError, submitting, submit } = useSignInSubmit('Could not sign in, try again')

  const onSubmit = ({ email, password }: LoginValues) => submit(() => logIn({ username: normalizeEmail(email), password }))

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

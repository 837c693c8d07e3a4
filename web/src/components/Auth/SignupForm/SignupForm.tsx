// Create an account (dbAuth signup) with the live password checklist; a new account is signed
// in and goes where the visitor was headed (redirectTo, e.g. back to a checkout), or home.
import { useForm } from 'react-hook-form'
import { Link, routes } from '@redwoodjs/router'
import { useAuth } from '@/auth'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { AuthHeading, linkClass } from '@/components/ui/AuthCard/AuthCard'
import { emailError, normalizeEmail } from '../emailRules'
import { PasswordChecklist } from '@/components/ui/PasswordChecklist/PasswordChecklist'
import { PASSWORD_REQUIRED, checkPassword } from '../passwordRules'
import { carriedRedirect } from '../redirectAfterLogin'
import { useSignInSubmit } from '../useSignInSubmit'

type SignupValues = { firstName: string; lastName: string; email: string; password: string }

export const WEAK_PASSWORD = 'Use a password that meets every requirement below'

export function SignupForm() {
  const { signUp } = useAuth()
  const { search, serverError, submitting, submit } = useSignInSubmit('Could not create the account, try again')
  const form = useForm<SignupValues>({ defaultValues: { firstName: '', lastName: '', email: '', password: '' } })
  const password = form.watch('password')

  // A new account is a non-member (the server decides); once signed in it goes where it was headed.
  const onSubmit = (values: SignupValues) =>
    submit(() =>
      signUp({
        username: normalizeEmail(values.email),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      }),
    )

  return (
    <>
      <AuthHeading
        title="Create your account"
        subtitle={
          <>
            Already a member?{' '}
            <Link to={routes.login(carriedRedirect(search))} className={linkClass}>
              Sign in
            </Link>
          </>
        }
      />
      <Form<SignupValues> onSubmit={onSubmit} error={serverError} formMethods={form} aria-label="Create your account">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            validation={{ validate: (v: string) => !!v.trim() || 'First name is required' }}
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            validation={{ validate: (v: string) => !!v.trim() || 'Last name is required' }}
          />
        </div>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          validation={{ validate: (v: string) => emailError(v, 'Email is required') ?? true }}
        />
        <div>
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            validation={{
              validate: (v: string) => (!v ? PASSWORD_REQUIRED : checkPassword(v).every((rule) => rule.met) || WEAK_PASSWORD),
            }}
          />
          <PasswordChecklist password={password} />
        </div>
        <SubmitButton loading={submitting} loadingLabel="Creating account..." className="w-full">
          Create Account
        </SubmitButton>
      </Form>
    </>
  )
}

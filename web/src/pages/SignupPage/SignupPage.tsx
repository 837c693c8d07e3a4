import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useAuth } from '../../auth'
import { Button } from '../../components/Button/Button'
import { AuthHeading, FieldMessage, FormAlert, inputClass, labelClass, linkClass } from '../../shell/auth/AuthCard'
import { emailError, normalizeEmail } from '../../shell/auth/emailRules'
import { PasswordChecklist } from '../../shell/auth/PasswordChecklist'
import { PASSWORD_REQUIRED, checkPassword } from '../../shell/auth/passwordRules'

type SignupForm = { firstName: string; lastName: string; email: string; password: string }

export const WEAK_PASSWORD = 'Use a password that meets every requirement below'

export default function SignupPage() {
  const { signUp, isAuthenticated } = useAuth()
  const [serverError, setServerError] = useState<string | null>(null)
  const { register, handleSubmit, watch, formState } = useForm<SignupForm>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  })
  const { errors, isSubmitting } = formState
  const password = watch('password')

  // A new account is a non-member (the server decides); its first stop is home.
  useEffect(() => {
    if (isAuthenticated) navigate(routes.home(), { replace: true })
  }, [isAuthenticated])

  const onSubmit = async (form: SignupForm) => {
    setServerError(null)
    try {
      const result = await signUp({
        username: normalizeEmail(form.email),
        password: form.password,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
      })
      if (result?.error) setServerError(String(result.error))
    } catch (error) {
      setServerError(error instanceof Error ? error.message : 'Could not create the account, try again')
    }
  }

  const field = (name: keyof SignupForm) => ({
    id: `signup-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `signup-${name}-error` : undefined,
    className: inputClass(!!errors[name]),
  })

  return (
    <>
      <AuthHeading
        title="Create your account"
        subtitle={
          <>
            Already a member?{' '}
            <Link to={routes.login()} className={linkClass}>
              Sign in
            </Link>
          </>
        }
      />
      <FormAlert message={serverError} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="signup-firstName" className={labelClass}>
              First name
            </label>
            <input
              autoComplete="given-name"
              {...field('firstName')}
              {...register('firstName', { validate: (v) => !!v.trim() || 'First name is required' })}
            />
            <FieldMessage id="signup-firstName-error" message={errors.firstName?.message} />
          </div>
          <div>
            <label htmlFor="signup-lastName" className={labelClass}>
              Last name
            </label>
            <input
              autoComplete="family-name"
              {...field('lastName')}
              {...register('lastName', { validate: (v) => !!v.trim() || 'Last name is required' })}
            />
            <FieldMessage id="signup-lastName-error" message={errors.lastName?.message} />
          </div>
        </div>
        <div>
          <label htmlFor="signup-email" className={labelClass}>
            Email
          </label>
          <input
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            {...field('email')}
            {...register('email', { validate: (v) => emailError(v, 'Email is required') ?? true })}
          />
          <FieldMessage id="signup-email-error" message={errors.email?.message} />
        </div>
        <div>
          <label htmlFor="signup-password" className={labelClass}>
            Password
          </label>
          <input
            type="password"
            autoComplete="new-password"
            {...field('password')}
            {...register('password', {
              required: PASSWORD_REQUIRED,
              validate: (v) => checkPassword(v).every((rule) => rule.met) || WEAK_PASSWORD,
            })}
          />
          <FieldMessage id="signup-password-error" message={errors.password?.message} />
          <PasswordChecklist password={password} />
        </div>
        <Button type="submit" loading={isSubmitting} loadingLabel="Creating account..." className="w-full">
          Create Account
        </Button>
      </form>
    </>
  )
}

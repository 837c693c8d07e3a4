// The one-field form of the forgot-password and set-new-password screens: the e-mail, lower-cased,
// goes to dbAuth forgotPassword; on success the user continues on the reset screen.
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useAuth } from '../../auth'
import { Button } from '../../components/Button/Button'
import { FieldMessage, inputClass, labelClass, linkClass } from './AuthCard'
import { emailError, normalizeEmail } from './emailRules'
import { requestOtp } from './requestOtp'

export function RequestOtpForm({ requiredMessage }: { requiredMessage: string }) {
  const { forgotPassword } = useAuth()
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } })
  const { errors, isSubmitting } = formState

  const onSubmit = async ({ email }: { email: string }) => {
    const result = await requestOtp(forgotPassword, normalizeEmail(email))
    if (!result.ok) {
      toast.error(result.error)
      return
    }
    toast.success(`An OTP was sent to ${result.email}`)
    navigate(routes.resetPassword({ userId: result.userId, resetToken: result.resetToken, email: result.email }))
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <div>
        <label htmlFor="otp-email" className={labelClass}>
          Email
        </label>
        <input
          id="otp-email"
          type="email"
          autoComplete="email"
          placeholder="Enter your Email"
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? 'otp-email-error' : undefined}
          className={inputClass(!!errors.email)}
          {...register('email', { validate: (value) => emailError(value, requiredMessage) ?? true })}
        />
        <FieldMessage id="otp-email-error" message={errors.email?.message} />
      </div>
      <Button type="submit" loading={isSubmitting} loadingLabel="SENDING OTP..." className="w-full">
        SEND
      </Button>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={routes.login()} className={linkClass}>
          Back to Login
        </Link>
      </p>
    </form>
  )
}

// The one-field form of the forgot-password and set-new-password screens: the e-mail, lower-cased,
// goes to dbAuth forgotPassword; on success the user continues on the reset screen.
import { useState } from 'react'
import toast from 'react-hot-toast'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useAuth } from '@/auth'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { linkClass } from '@/components/ui/AuthCard/AuthCard'
import { emailError, normalizeEmail } from '../emailRules'
import { requestOtp } from '../requestOtp'

export function RequestOtpForm({ requiredMessage }: { requiredMessage: string }) {
  const { forgotPassword } = useAuth()
  const [submitting, setSubmitting] = useState(false)

  const onSubmit = async ({ email }: { email: string }) => {
    setSubmitting(true)
    try {
      const result = await requestOtp(forgotPassword, normalizeEmail(email))
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      toast.success(`An OTP was sent to ${result.email}`)
      navigate(routes.resetPassword({ userId: result.userId, resetToken: result.resetToken, email: result.email }))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Form<{ email: string }> onSubmit={onSubmit} defaultValues={{ email: '' }} aria-label="Request a one-time password">
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter your Email"
        validation={{ validate: (value: string) => emailError(value, requiredMessage) ?? true }}
      />
      <SubmitButton loading={submitting} loadingLabel="SENDING OTP..." className="w-full">
        SEND
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={routes.login()} className={linkClass}>
          Back to Login
        </Link>
      </p>
    </Form>
  )
}

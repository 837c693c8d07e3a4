import { AuthHeading } from '@/components/ui/AuthCard/AuthCard'
import { FORGOT_PASSWORD_EMAIL_REQUIRED } from '@/components/Auth/emailRules'
import { RequestOtpForm } from '@/components/Auth/RequestOtpForm/RequestOtpForm'

export default function ForgotPasswordPage() {
  return (
    <>
      <AuthHeading
        title="Forgot your password?"
        subtitle="Enter the email you registered with and we will send you a one-time password (OTP) to reset it."
      />
      <RequestOtpForm requiredMessage={FORGOT_PASSWORD_EMAIL_REQUIRED} />
    </>
  )
}

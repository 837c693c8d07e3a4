import { AuthHeading } from '@/components/ui/AuthCard/AuthCard'
import { SET_NEW_PASSWORD_EMAIL_REQUIRED } from '@/components/Auth/emailRules'
import { RequestOtpForm } from '@/components/Auth/RequestOtpForm/RequestOtpForm'

/** For accounts created for a user (imports, enrolment): they set their first password here. */
export default function SetNewPasswordPage() {
  return (
    <>
      <AuthHeading title="Set a new password" subtitle="Enter your email and we will send you an OTP." />
      <RequestOtpForm requiredMessage={SET_NEW_PASSWORD_EMAIL_REQUIRED} />
    </>
  )
}

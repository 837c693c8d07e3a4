import { AuthHeading } from '../../shell/auth/AuthCard'
import { SET_NEW_PASSWORD_EMAIL_REQUIRED } from '../../shell/auth/emailRules'
import { RequestOtpForm } from '../../shell/auth/RequestOtpForm'

/** For accounts created for a user (imports, enrolment): they set their first password here. */
export default function SetNewPasswordPage() {
  return (
    <>
      <AuthHeading title="Set a new password" subtitle="Enter your email and we will send you an OTP." />
      <RequestOtpForm requiredMessage={SET_NEW_PASSWORD_EMAIL_REQUIRED} />
    </>
  )
}

import { ResetPassword, type ResetPasswordProps } from '@/components/Auth/ResetPassword/ResetPassword'

/** /reset-password?userId&resetToken&email[&data] */
export default function ResetPasswordPage(props: ResetPasswordProps) {
  return <ResetPassword {...props} />
}

// /reset-password?userId&resetToken&email[&data]: check the reset token, then the OTP, then set
// the new password (docs/product.md, "Password reset").
import { useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useAuth } from '@/auth'
import { Spinner } from '@/components/ui/Spinner/Spinner'
import { AuthHeading, linkClass } from '@/components/ui/AuthCard/AuthCard'
import { NewPasswordStep } from '../NewPasswordStep/NewPasswordStep'
import { OtpStep } from '../OtpStep/OtpStep'
import { requestOtp } from '../requestOtp'
import { decodeResetExtra } from '../resetParams'

/** The reset link's query: ids and token from forgotPassword, `data` the optional extra (resetParams). */
export type ResetPasswordProps = { userId?: string; resetToken?: string; email?: string; data?: string }

export function ResetPassword({ userId, resetToken: initialToken, email = '', data }: ResetPasswordProps) {
  const { validateResetToken, resetPassword, forgotPassword } = useAuth()
  const extra = decodeResetExtra(data)
  const [resetToken, setResetToken] = useState(initialToken ?? '')
  const [id, setId] = useState(extra.id ?? userId ?? '')
  const [tokenChecked, setTokenChecked] = useState(false)
  const [otp, setOtp] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    const check = async () => {
      const answer = initialToken ? await validateResetToken(initialToken).catch((e: Error) => ({ error: e.message })) : null
      if (cancelled) return
      if (!answer || answer.error) {
        toast.error(answer?.error || 'This password reset link is invalid or has expired')
        navigate(routes.login(), { replace: true })
        return
      }
      setTokenChecked(true)
    }
    void check()
    return () => {
      cancelled = true
    }
  }, [initialToken, validateResetToken])

  const resend = async () => {
    const result = await requestOtp(forgotPassword, email)
    if (!result.ok) {
      toast.error(result.error)
      return false
    }
    setResetToken(result.resetToken)
    setId(result.userId)
    navigate(routes.resetPassword({ userId: result.userId, resetToken: result.resetToken, email: result.email }), {
      replace: true,
    })
    return true
  }

  const changePassword = async (password: string) => {
    const answer = await resetPassword({ resetToken, password, userId: Number(id), otp: Number(otp) } as {
      resetToken: string
      password: string
    }).catch((e: Error) => ({ error: e.message }))
    if (answer?.error) {
      toast.error(answer.error)
      return
    }
    toast.success('Password changed!')
    navigate(routes.login())
  }

  return (
    <>
      <AuthHeading
        title={otp ? 'Choose a new password' : 'Check your email'}
        subtitle={
          otp ? (
            'Use something you do not use anywhere else.'
          ) : (
            <>
              We sent a 6-digit code to <span className="font-medium text-slate-900">{email || 'your email'}</span>.
            </>
          )
        }
      />
      {!tokenChecked ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : otp ? (
        <NewPasswordStep onSubmit={changePassword} />
      ) : (
        <OtpStep userId={Number(id)} email={email} initialOtp={extra.otp} onValid={setOtp} onResend={resend} />
      )}
      <p className="mt-8 text-center text-sm">
        <Link to={routes.login()} className={linkClass}>
          Back to Login
        </Link>
      </p>
    </>
  )
}

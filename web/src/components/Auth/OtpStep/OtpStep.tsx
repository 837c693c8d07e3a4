// Step 1 of the reset screen: the six-digit OTP, checked with validateOtp; Resend after 10 s.
import { useEffect, useState } from 'react'
import { gql } from '@apollo/client'
import toast from 'react-hot-toast'
import { getGraphQLErrorMessage } from '@/lib/errors'
import { useMutationOnDemand } from '@/lib/graphqlClient'
import type { ValidateOtpMutation, ValidateOtpMutationVariables } from '@/types/graphql'
import { Button } from '@/components/ui/Button/Button'
import { OtpInput, OTP_LENGTH, emptyOtp } from '../OtpInput/OtpInput'

export const RESEND_AFTER_SECONDS = 10

// The input object is written inline so the web does not depend on the server's input type name.
export const VALIDATE_OTP = gql`
  mutation ValidateOtp($id: Int!, $otp: Int!) {
    validateOtp(input: { id: $id, otp: $otp }) {
      isValid
      message
    }
  }
`

type Props = {
  userId: number
  email: string
  initialOtp?: string
  onValid: (otp: string) => void
  onResend: () => Promise<boolean>
}

export function OtpStep({ userId, email, initialOtp, onValid, onResend }: Props) {
  const [digits, setDigits] = useState(() => (initialOtp ? initialOtp.split('') : emptyOtp()))
  const [message, setMessage] = useState<string | null>(null)
  const [secondsLeft, setSecondsLeft] = useState(RESEND_AFTER_SECONDS)
  const [resending, setResending] = useState(false)
  // On demand: the reset screen renders before Apollo's code has arrived (lib/graphqlClient.tsx).
  const [validateOtp, { loading }] = useMutationOnDemand<ValidateOtpMutation, ValidateOtpMutationVariables>(VALIDATE_OTP)

  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft])

  const complete = digits.every((digit) => /^\d$/.test(digit))

  const submit = async () => {
    if (!complete) {
      setMessage(`Enter all ${OTP_LENGTH} digits of the OTP`)
      return
    }
    setMessage(null)
    const otp = digits.join('')
    try {
      const { data } = await validateOtp({ variables: { id: userId, otp: Number(otp) } })
      if (data?.validateOtp.isValid) onValid(otp)
      else setMessage(data?.validateOtp.message || 'Invalid OTP')
    } catch (error) {
      setMessage(getGraphQLErrorMessage(error))
    }
  }

  const resend = async () => {
    setResending(true)
    const sent = await onResend()
    setResending(false)
    if (sent) {
      toast.success(`Email OTP sent successfully to ${email}!`)
      setDigits(emptyOtp())
      setMessage(null)
      setSecondsLeft(RESEND_AFTER_SECONDS)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      className="space-y-6"
    >
      <OtpInput value={digits} onChange={setDigits} invalid={!!message} disabled={loading} />
      {message && (
        <p role="alert" className="text-sm text-red-600">
          {message}
        </p>
      )}
      <Button type="submit" loading={loading} loadingLabel="Verifying..." className="w-full">
        Verify OTP
      </Button>
      <div className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <p>The code can take a moment to arrive. If it has not come after 3 minutes, you may need to resend it.</p>
        <p className="mt-2" aria-live="polite">
          {secondsLeft > 0 ? (
            <>You can resend the code in {secondsLeft} s.</>
          ) : (
            <button
              type="button"
              onClick={() => void resend()}
              disabled={resending}
              className="font-medium text-brand-700 hover:text-brand-800 rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
            >
              {resending ? 'Resending...' : 'Resend'}
            </button>
          )}
        </p>
      </div>
    </form>
  )
}

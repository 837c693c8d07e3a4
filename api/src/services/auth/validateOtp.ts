// validateOtp (GraphQL): signed-out callers check a reset code, between forgotPassword and
// resetPassword (the /api/auth flows beside this file). The rules (10 minutes, 5 tries, single
// use, newest code only) live in lib/auth/otp.ts; this records failures in the audit trail.
import { writeInfoLog } from '../../lib/audit'
import { otpMessages, validateResetOtp } from '../../lib/auth/otp'
import { claimAttempt, policies, refundAttempt, retryText, throttleKeys, waitFor } from '../../lib/auth/throttle'
import { context } from '../../lib/context'
import type { MutationResolvers } from '../../types/graphql'

export const validateOtp = (async ({ input }) => {
  // Counted before the check (as login does), so a burst of parallel guesses cannot slip past.
  const addressKey = throttleKeys.otpAddress(context().request.ip)
  if (!(await claimAttempt(addressKey, policies.otpAddress))) {
    const message = otpMessages.tooManyFromAddress(retryText(await waitFor([addressKey])))
    await writeInfoLog({ action: 'otp-throttled', entityType: 'password_reset_otp', entityId: input.id, details: { message } })
    return { isValid: false, message }
  }
  const result = await validateResetOtp(input.id, input.otp)
  // Only a wrong guess at an open code stays counted against the address.
  if (!result.counted) await refundAttempt(addressKey, policies.otpAddress)
  if (!result.isValid) {
    await writeInfoLog({
      action: 'otp-failed',
      userId: result.row?.userId ?? null,
      entityType: 'password_reset_otp',
      entityId: input.id,
      details: { message: result.message, attempts: result.row?.attempts ?? null },
    })
  }
  return { isValid: result.isValid, message: result.message }
}) satisfies MutationResolvers['validateOtp']

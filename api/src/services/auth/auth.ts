// validateOtp: signed-out callers check a reset code. The rules (10 minutes, 5 tries, single
// use, newest code only) live in lib/auth/otp.ts; this records failures in the audit trail.
import { writeInfoLog } from '../../lib/audit'
import { validateResetOtp } from '../../lib/auth/otp'

export async function validateOtp({ input }: { input: { id: number; otp: number } }) {
  const result = await validateResetOtp(input.id, input.otp)
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
}

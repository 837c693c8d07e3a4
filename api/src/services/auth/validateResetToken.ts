// validateResetToken: the reset screen checks its link's token before asking for the code.
import { findResetByToken, resetMessages } from '../../lib/auth/otp'
import { fail, succeed, type AuthBody, type AuthOutcome } from './flow'

/** The reset request of `resetToken` while it is open: `{ id, email }`. */
export async function validateResetToken(body: AuthBody): Promise<AuthOutcome<{ id: number; email: string }>> {
  const { row, problem } = await findResetByToken(body.resetToken)
  if (problem || !row) return fail('invalid', problem ?? resetMessages.invalidToken)
  return succeed({ id: row.id, email: row.email })
}

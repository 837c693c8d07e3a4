// Asking the server for a password-reset OTP (dbAuth forgotPassword): the answer is either
// { id, token, email } or { error }.
export type ForgotPasswordAnswer = { id?: number | string; token?: string; email?: string; error?: string }

export type OtpRequestResult =
  | { ok: true; userId: string; resetToken: string; email: string }
  | { ok: false; error: string }

export async function requestOtp(
  forgotPassword: (username: string) => Promise<ForgotPasswordAnswer>,
  email: string,
): Promise<OtpRequestResult> {
  try {
    const answer = await forgotPassword(email)
    if (answer?.error) return { ok: false, error: answer.error }
    if (answer?.id === undefined || !answer.token) return { ok: false, error: 'Could not send the OTP, try again' }
    return { ok: true, userId: String(answer.id), resetToken: answer.token, email: answer.email ?? email }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'Could not send the OTP, try again' }
  }
}

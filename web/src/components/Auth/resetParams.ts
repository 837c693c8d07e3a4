// The reset link's optional extra data: base64 (URL-safe or not) JSON with the OTP and the user
// id, so a link in the e-mail can open the reset screen with the code already filled in.
export type ResetExtra = { otp?: string; id?: string }

export function decodeResetExtra(encoded: string | undefined | null): ResetExtra {
  if (!encoded) return {}
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/')
    const parsed = JSON.parse(atob(base64)) as { otp?: unknown; id?: unknown }
    const otp = parsed.otp !== undefined ? String(parsed.otp).replace(/\D/g, '') : undefined
    const id = parsed.id !== undefined ? String(parsed.id) : undefined
    return { otp: otp && otp.length === 6 ? otp : undefined, id }
  } catch {
    return {}
  }
}

export function encodeResetExtra(extra: { otp: string; id: number | string }): string {
  return btoa(JSON.stringify(extra)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

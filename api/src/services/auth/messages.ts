// What the sign-in, sign-up and password-reset screens show when /api/auth refuses. One message
// for an unknown e-mail and a wrong password, so the answers never reveal who has an account.
// (The reset code's and reset link's own messages live with their rules in lib/auth/otp.ts.)
export const authMessages = {
  badCredentials: 'Incorrect email or password.',
  missingCredentials: 'Enter your email and password.',
  disabled: 'This account has been disabled. Contact support if you think this is a mistake.',
  tooManyLogins: (wait: string) => `Too many failed sign-in attempts. Try again in ${wait}.`,
  tooManyResets: (wait: string) => `Too many password reset requests. Try again in ${wait}.`,
  tooManySignups: (wait: string) => `Too many sign-ups from this address. Try again in ${wait}.`,
  emailRequired: 'Enter your registered email',
  emailInvalid: 'Enter a valid email address (e.g., name@example.com)',
  emailTaken: 'An account with this email already exists. Sign in or reset your password.',
  nameTooLong: (field: string) => `${field} must be text of at most 100 characters`,
  jsonRequired: 'Send the request body as JSON (Content-Type: application/json).',
}

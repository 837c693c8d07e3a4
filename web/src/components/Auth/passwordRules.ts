// The live password checklist (docs/product.md, "Sign-in and sessions"). It guides the user while typing; the
// submit rule itself only requires a value, as the spec says, and the server has the last word.
export const PASSWORD_MIN_LENGTH = 8

export const PASSWORD_RULES = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', label: 'A number', test: (p: string) => /\d/.test(p) },
  { id: 'special', label: 'A special character', test: (p: string) => /[^A-Za-z0-9\s]/.test(p) },
] as const

export function checkPassword(password: string) {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }))
}

export const PASSWORD_REQUIRED = 'Password is required'
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match'

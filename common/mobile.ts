// Mobile numbers (docs/product.md, "Forms and validation"): typed in many shapes, stored
// without spaces or dashes. One copy for the web's forms and the API's services (profiles, imports).

/** The message shown for a number that is not a Philippine or international mobile number. */
export const INVALID_MOBILE_MESSAGE = 'Invalid mobile number!'

/** The shapes ACCEPTED below, in words, for hints and messages ("09XXXXXXXXX" is the spec's own pattern). */
export const MOBILE_FORMATS = "09XXXXXXXXX, +639XXXXXXXXX or + and the country's number"

const ACCEPTED = [/^09\d{9}$/, /^\+639\d{9}$/, /^\+\d{8,15}$/]

/** Removes spaces and dashes: '0917 123-4567' -> '09171234567'. */
export function cleanMobileNumber(input: string): string {
  return input.replace(/[\s-]/g, '')
}

/** True for 09 + 9 digits, +639 + 9 digits, or + followed by 8 to 15 digits (after cleaning). */
export function isValidMobileNumber(input: string): boolean {
  const cleaned = cleanMobileNumber(input)
  return ACCEPTED.some((pattern) => pattern.test(cleaned))
}

/** react-hook-form `validate`: true, or 'Invalid mobile number!'. */
export function validateMobileNumber(input: string): true | string {
  return isValidMobileNumber(input) || INVALID_MOBILE_MESSAGE
}

/** The cleaned number, or throws Error('Invalid mobile number!') (for imports and submit handlers). */
export function normalizeMobileNumber(input: string): string {
  if (!isValidMobileNumber(input)) throw new Error(INVALID_MOBILE_MESSAGE)
  return cleanMobileNumber(input)
}

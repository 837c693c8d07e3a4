// What counts as an e-mail address, for the sign-in screens, the auth endpoint and every form.
// Deliberately loose (something@something.tld): the real check is the mail that arrives.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254

export const isValidEmail = (email: string) => email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)

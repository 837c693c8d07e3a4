import type { CurrentUser } from '@common/currentUser'

/** How the app names a user: first and last name, or the e-mail when both are empty. */
export const fullName = (user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email

// Who may read uploaded files that are not theirs: staff whose current access level opens the
// content back office (courses, events or resource files), so an admin form can preview what
// someone uploaded and attach it. Everyone may read and attach their own uploads.
import type { CurrentUser } from '../../../../common/currentUser'

export const CONTENT_PAGE_FLAGS = ['courses', 'events', 'resourceFiles'] as const

export function canReadAnyUpload(user: CurrentUser | null): boolean {
  return !!user && CONTENT_PAGE_FLAGS.some((flag) => user.pageAccess[flag] === true)
}

/** The uploader, or staff who may read any upload. */
export function canReadUpload(user: CurrentUser | null, uploadedById: number | null): boolean {
  if (!user) return false
  return (uploadedById !== null && uploadedById === user.id) || canReadAnyUpload(user)
}

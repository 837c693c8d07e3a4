// Who sees which button of the course back office: the page flags decide the pages (the routes'
// guards), and the create buttons also need their function flags (docs/product.md, "Page access":
// course_create shows Add New Course, lesson_create Add New Lesson). The API refuses the same calls.
import type { CurrentUser } from '@common/currentUser'
import type { PageFlag } from '@common/permissions'

type Access = Pick<CurrentUser, 'pageAccess' | 'functionAccess'> | null | undefined

export const canOpen = (user: Access, page: PageFlag) => user?.pageAccess[page] === true

export const canCreateCourse = (user: Access) => canOpen(user, 'newCourse') && user?.functionAccess.course_create === true

export const canCreateLesson = (user: Access) => canOpen(user, 'newLesson') && user?.functionAccess.lesson_create === true

// Who sees which button of the groups back office: the page flags decide the pages (the routes'
// guards); Add New Group also needs the group_create function flag (docs/product.md, "Page access").
import type { CurrentUser } from '@common/currentUser'
import type { PageFlag } from '@common/permissions'

type Access = Pick<CurrentUser, 'pageAccess' | 'functionAccess'> | null | undefined

export const canOpen = (user: Access, page: PageFlag) => user?.pageAccess[page] === true

export const canCreateGroup = (user: Access) => canOpen(user, 'newGroup') && user?.functionAccess.group_create === true

// Every REST request made while an admin impersonates a user goes to the info log as an
// 'impersonated-request', as GraphQL requests do (functions/graphql.ts): a file downloaded, a
// file uploaded, an export or an import made "as" a member must be traceable to the admin who
// made it. One helper for every REST function (files, upload-file, the imports and their
// templates, the form-responses export); called inside the request's context, so the row has
// the request's id and address. It lives with the files because downloads are most of what it
// logs; it reads no HTTP (the function passes the method and the path).
import type { CurrentUser } from '../../../../common/currentUser'
import { writeInfoLog } from '../../lib/audit'

/** Writes the row when `user` is an impersonation (nothing otherwise). The query string is kept: it names no secret (ids, ?as=, ?inline=). */
export async function logImpersonatedRequest(user: CurrentUser | null, request: { method: string; url: string }): Promise<void> {
  if (!user?.isImpersonating) return
  await writeInfoLog({
    action: 'impersonated-request',
    userId: user.id,
    originalUserId: user.originalUserId,
    details: { method: request.method, url: request.url.slice(0, 2000) },
  })
}

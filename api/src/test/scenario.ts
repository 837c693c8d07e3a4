// Test helpers: named rows built with Drizzle on the real test database, and running
// service calls as a given user.
import { it } from 'vitest'
import type { CurrentUser } from '../../../common/currentUser'
import { loadCurrentUser } from '../lib/auth/loadCurrentUser'
import { runWithContext } from '../lib/context'

/**
 * A test that first builds the rows it names (typed), then receives them. Builders live in the
 * service's scenarios file, so tests share them by name:
 *   scenario('lists reports', reportList, async ({ admin, reporter }) => ...)
 * Every test starts from empty tables (test/setup.ts), so a builder always builds on nothing.
 */
export function scenario<Rows>(title: string, build: () => Promise<Rows>, test: (rows: Rows) => Promise<void> | void) {
  it(title, async () => {
    await test(await build())
  })
}

/**
 * Runs `work` as if it were a request from `user` (null = signed out). `sessionIdHash` is the
 * request's session (createSession(...).idHash), for services that change the session itself;
 * `ip` the client address.
 */
export function asUser<T>(
  user: CurrentUser | null,
  work: () => Promise<T> | T,
  options: { sessionIdHash?: string | null; ip?: string } = {},
): Promise<T> {
  return Promise.resolve(
    runWithContext(
      {
        request: { requestId: 'test', ip: options.ip ?? '127.0.0.1', userAgent: 'vitest' },
        currentUser: user,
        sessionIdHash: options.sessionIdHash ?? null,
        loaders: new Map(),
      },
      work,
    ),
  )
}

/** The CurrentUser a request would carry (loadCurrentUser, as authenticate.ts builds it). */
export async function currentUserFor(userId: number, options: { role?: string; originalUserId?: number | null } = {}) {
  const user = await loadCurrentUser(userId, { requestedRole: options.role, originalUserId: options.originalUserId })
  if (!user) throw new Error(`user ${userId} cannot sign in`)
  return user
}

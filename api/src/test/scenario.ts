// Test helpers: named rows built with Drizzle on the real test database, and running
// service calls as a given user.
import { it } from 'vitest'
import type { CurrentUser } from '../lib/auth/currentUser'
import { runWithContext } from '../lib/context'

/**
 * A test that first builds the rows it names (typed), then receives them:
 *   scenario('lists batches', async () => ({ batch17: await insertBatch(...) }), async ({ batch17 }) => ...)
 */
export function scenario<Rows>(title: string, build: () => Promise<Rows>, test: (rows: Rows) => Promise<void>) {
  it(title, async () => {
    await test(await build())
  })
}

/** Runs `work` as if it were a request from `user` (null = signed out). */
export function asUser<T>(user: CurrentUser | null, work: () => Promise<T> | T): Promise<T> {
  return Promise.resolve(
    runWithContext(
      { request: { requestId: 'test', ip: '127.0.0.1', userAgent: 'vitest' }, currentUser: user, loaders: new Map() },
      work,
    ),
  )
}

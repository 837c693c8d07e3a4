// Calls the API the way the web app does, from inside the page: same cookie, and the headers of
// web/src/lib/apollo.ts (auth-provider dbAuth, Bearer <getToken>, x-current-role).
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export type GraphQLAnswer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] }

export async function graphql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  return page.evaluate(
    async ({ query, variables }) => {
      const token = await (await fetch('/api/auth?method=getToken', { credentials: 'same-origin' })).text()
      const headers: Record<string, string> = { 'content-type': 'application/json', 'auth-provider': 'dbAuth' }
      if (token) headers.authorization = `Bearer ${token}`
      try {
        const saved = JSON.parse(localStorage.getItem('currentRole') ?? 'null') as { id?: string } | null
        if (saved?.id) headers['x-current-role'] = saved.id
      } catch {
        // no saved role: the server picks the default
      }
      const response = await fetch('/api/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers,
        body: JSON.stringify({ query, variables }),
      })
      return response.json()
    },
    { query, variables },
  )
}

/** The session's bearer token as the page would get it ('' when signed out). */
export const tokenOf = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/auth?method=getToken', { credentials: 'same-origin' })).text())

/**
 * The id of a user found by e-mail, read with the `user(id)` query (the caller needs page access
 * user/users: an admin acting as Admin). There is no admin users list yet to search instead.
 */
export async function findUserId(page: Page, email: string, maxId = 150): Promise<number> {
  // In batches the API's limits accept (at most 15 aliases a document, docs/security.md).
  const batch = 15
  for (let first = 1; first <= maxId; first += batch) {
    const ids = Array.from({ length: Math.min(batch, maxId - first + 1) }, (_, i) => first + i)
    const fields = ids.map((id) => `u${id}: user(id: ${id}) { id email }`).join('\n')
    const answer = await graphql<Record<string, { id: number; email: string } | null>>(page, `query FindUsers { ${fields} }`)
    expect(answer.errors).toBeUndefined()
    const found = Object.values(answer.data ?? {}).find((user) => user?.email === email)
    if (found) return found.id
  }
  throw new Error(`No user ${email} among ids 1..${maxId}`)
}

/** The text of the latest mail queued for an address (test-only route of scripts/rw/e2eServer.ts). */
export async function latestMail(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`/__e2e/outbox?to=${encodeURIComponent(to)}`)
  expect(response.ok(), `a mail to ${to}`).toBe(true)
  return response.text()
}

/** The six-digit code of the latest password-reset mail. */
export async function latestOtp(request: APIRequestContext, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await latestMail(request, to))?.[1]
  if (!code) throw new Error(`No 6-digit code in the latest mail to ${to}`)
  return code
}

// The whole app in the browser-like DOM: a signed-out visit to a private page lands on login
// with redirectTo, and a signed-in member sees the shell and home.
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import App from '@/App'
import { testUser } from '@/test/testUser'

function mockApi(user: unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.includes('/api/auth?method=getToken')) return new Response(user ? 'token-1' : '')
    if (url.includes('/api/graphql')) {
      const body = JSON.parse(String(init?.body ?? '{}'))
      if (String(body.query).includes('__REDWOOD__AUTH_GET_CURRENT_USER')) {
        return Response.json({ data: { redwood: { currentUser: user } } })
      }
      // What the server answers the shell's own queries for a member with nothing due.
      const answers: Record<string, unknown> = {
        DefaultSettingByName: { defaultSettingByName: null },
        GetDuesAndExpiration: {
          getDuesAndExpiration: { expiringSoon: [], expired: [], upcomingPaymentDue: [], overduePayments: [] },
        },
      }
      if (!(body.operationName in answers)) return Response.json({ errors: [{ message: `Unexpected ${body.operationName}` }] })
      return Response.json({ data: answers[body.operationName] })
    }
    return new Response('not found', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  window.history.replaceState({}, '', '/')
})

describe('App', () => {
  it('sends a signed-out visitor of a private page to login with redirectTo', async () => {
    mockApi(null)
    window.history.replaceState({}, '', '/')
    render(<App />)
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 3000 })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/login')
    expect(new URLSearchParams(window.location.search).get('redirectTo')).toBe('/')
  })

  it('shows a signed-in member the shell and home, sending the role header', async () => {
    const fetchMock = mockApi(testUser({ stage: { id: 1, number: 2, name: 'Launch' } }))
    // The dbAuth client caches the token for 5 s (the signed-out test's empty one): move past that.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 60_000)
    render(<App />)
    expect(await screen.findByRole('heading', { name: /Maria!/ }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getAllByText('Stage 2: Launch').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument()
    await waitFor(() => {
      const graphqlCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/graphql'))
      const roleHeaders = graphqlCalls.map(([, init]) => new Headers(init?.headers).get('x-current-role'))
      expect(roleHeaders).toContain('member')
    })
  })
})

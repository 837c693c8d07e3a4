import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { AffiliateLinkTargetCell, isSitePath, QUERY } from './AffiliateLinkTargetCell'

const target = (slug: string, code: string | null, answer: { kind: string; funnelId: string | null; path: string } | null) => ({
  request: { query: QUERY, variables: { slug, code } },
  result: { data: { affiliateLinkTarget: answer && { __typename: 'AffiliateLinkTarget', ...answer } } },
})

describe('AffiliateLinkTargetCell', () => {
  it("replaces an affiliate's funnel link with the funnel's checkout", async () => {
    window.history.pushState({}, '', '/before')
    renderWithProviders(<AffiliateLinkTargetCell slug="tribe-membership" code="carlo" />, {
      route: '/tribe-membership/carlo',
      mocks: [target('tribe-membership', 'carlo', { kind: 'affiliate', funnelId: 'tribe-membership', path: '/checkout/tribe-membership' })],
    })
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/tribe-membership'))
    // Replaced, not pushed: going back skips the link itself.
    expect(window.history.length).toBeGreaterThan(0)
  })

  it("follows a main link (/{code}) to the main offer's path", async () => {
    renderWithProviders(<AffiliateLinkTargetCell slug="carlo" code={null} />, {
      route: '/carlo',
      mocks: [target('carlo', null, { kind: 'affiliate', funnelId: 'tribe-membership', path: '/tribe-membership' })],
    })
    await waitFor(() => expect(window.location.pathname).toBe('/tribe-membership'))
  })

  it('shows the not-found page when neither a funnel nor an affiliate has the address', async () => {
    renderWithProviders(<AffiliateLinkTargetCell slug="nobody" code={null} />, { route: '/nobody', mocks: [target('nobody', null, null)] })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/')
    expect(window.location.pathname).toBe('/nobody')
  })

  it('follows only paths on this site', () => {
    expect(['/checkout/x', '//evil.example', 'https://evil.example'].map(isSitePath)).toEqual([true, false, false])
  })
})

// The policy page: the text the server put in the HTML renders at once (no request), with its
// title, heading and last-updated date; moving here from another page asks the API; an unknown
// page is the not-found page; a failed request offers to try again.
import '@/components/ui/Markdown/happyDomShim'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PUBLIC_PAGE_DATA_ID, type PublicPage } from '@common/publicPages'
import { forgetEmbeddedPage } from '@/lib/publicPage'
import { renderWithProviders } from '@/test/renderWithProviders'
import PolicyPage from './PolicyPage'

const page = (markdown: string): PublicPage => ({
  path: '/refund-policy',
  title: 'Refund Policy | Tribe',
  description: 'Ask within 7 days.',
  content: { kind: 'policy', name: 'refund-policy', markdown, updatedAt: '2026-11-20T02:00:00.000Z' },
})

function embed(value: PublicPage) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = PUBLIC_PAGE_DATA_ID
  element.textContent = JSON.stringify(value)
  document.body.appendChild(element)
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.getElementById(PUBLIC_PAGE_DATA_ID)?.remove()
  forgetEmbeddedPage()
})

describe('PolicyPage', () => {
  it('renders the policy the HTML carried, without asking the API, and names the page in the title', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    embed(page('## Refunds\n\nAsk within **7 days**.'))
    renderWithProviders(<PolicyPage />, { route: '/refund-policy' })
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument()
    expect(screen.getByText('Last updated Fri, 11/20/2026')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds' }, { timeout: 5000 })).toBeInTheDocument()
    expect(document.title).toBe('Refund Policy | Tribe')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('the page from the HTML survives the router mounting the page again', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    embed(page('Kept.'))
    renderWithProviders(<PolicyPage />, { route: '/refund-policy' }).unmount()
    renderWithProviders(<PolicyPage />, { route: '/refund-policy' })
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('asks the API when the HTML carried another page (the app moved here)', async () => {
    embed({ ...page('x'), path: '/privacy-policy' })
    const fetch = vi.fn(async () => new Response(JSON.stringify(page('Fetched text.')), { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<PolicyPage />, { route: '/refund-policy' })
    expect(await screen.findByText('Fetched text.')).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledWith('/api/public-page?path=%2Frefund-policy', expect.anything())
  })

  it('an unknown page is the not-found page; a failure offers to try again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 })))
    const { unmount } = renderWithProviders(<PolicyPage />, { route: '/refund-policy' })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    unmount()

    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(page('Back again.')), { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    renderWithProviders(<PolicyPage />, { route: '/refund-policy' })
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByText('Back again.')).toBeInTheDocument())
  })
})

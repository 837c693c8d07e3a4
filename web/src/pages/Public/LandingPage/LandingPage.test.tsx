import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PUBLIC_PAGE_DATA_ID, type PublicPage } from '@common/publicPages'
import { QUERY } from '@/components/Affiliates/AffiliateLinkTargetCell/AffiliateLinkTargetCell'
import { forgetEmbeddedPage } from '@/lib/publicPage'
import { ROUTES } from '@/routeTable'
import { renderWithProviders } from '@/test/renderWithProviders'
import LandingPage from './LandingPage'

afterEach(() => {
  vi.unstubAllGlobals()
  document.getElementById(PUBLIC_PAGE_DATA_ID)?.remove()
  forgetEmbeddedPage()
})

const funnelPage: PublicPage = {
  path: '/webinar',
  title: 'Freelancing 101 | Tribe',
  description: 'Learn to freelance.',
  content: {
    kind: 'landing',
    pageId: 7,
    funnelId: 'f-1',
    closed: false,
    document: {
      root: { props: { title: 'Freelancing 101', description: '' } },
      content: [
        { type: 'Hero', props: { id: 'hero-1', heading: 'Freelancing 101', subheading: 'Your first client in 30 days', imageUrl: '', buttonLabel: '', buttonLink: '' } },
        { type: 'Price', props: { id: 'price-1', heading: 'Choose how you pay', funnelId: '', buttonLabel: 'Enrol now' } },
      ],
    },
    offers: {
      'f-1': {
        funnelId: 'f-1',
        funnelName: 'Webinar',
        productName: 'Tribe Membership',
        isOpen: true,
        checkoutPath: '/checkout/f-1',
        terms: [{ id: 'one-time', name: 'One-time', numberOfPayments: 1, intervalUnit: 'month', intervalCount: 1, total: 1_200_000, dueNow: 1_200_000 }],
      },
    },
    videos: {},
    workshops: {},
  },
}

describe('the landing pages and the catch-all links', () => {
  it('come last in the route table, so every named route wins over /{slug} and /{slug}/{affLink}', () => {
    expect(ROUTES.slice(-2).map((r) => [r.name, r.path, r.access, r.layout])).toEqual([
      ['funnelPage', '/{slug}', 'public', 'none'],
      ['affiliateLink', '/{slug}/{affLink}', 'public', 'none'],
    ])
  })

  it("show a funnel's published page from the HTML, with the server's price and its checkout", () => {
    vi.stubGlobal('fetch', vi.fn())
    const element = document.createElement('script')
    element.type = 'application/json'
    element.id = PUBLIC_PAGE_DATA_ID
    element.textContent = JSON.stringify(funnelPage)
    document.body.appendChild(element)
    renderWithProviders(<LandingPage slug="webinar" />, { route: '/webinar' })
    expect(screen.getByRole('heading', { level: 1, name: 'Freelancing 101' })).toBeInTheDocument()
    expect(screen.getByText('₱12,000.00')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Enrol now' })).toHaveAttribute('href', '/checkout/f-1?term=one-time')
  })

  it('without a page, asks where the link leads (the slug and the code from the address)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"Page not found"}', { status: 404 })))
    const mock = { request: { query: QUERY, variables: { slug: 'webinar', code: 'carlo' } }, result: { data: { affiliateLinkTarget: null } } }
    renderWithProviders(<LandingPage slug="webinar" affLink="carlo" />, { route: '/webinar/carlo', mocks: [mock] })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })
})

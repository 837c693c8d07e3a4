import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QUERY } from '@/components/Affiliates/AffiliateLinkTargetCell/AffiliateLinkTargetCell'
import { ROUTES } from '@/routeTable'
import { renderWithProviders } from '@/test/renderWithProviders'
import AffiliateLinkPage from './AffiliateLinkPage'

describe('the catch-all links', () => {
  it('come last in the route table, so every named route wins over /{slug} and /{slug}/{affLink}', () => {
    expect(ROUTES.slice(-2).map((r) => [r.name, r.path, r.access, r.layout])).toEqual([
      ['funnelPage', '/{slug}', 'public', 'none'],
      ['affiliateLink', '/{slug}/{affLink}', 'public', 'none'],
    ])
  })

  it('asks for the slug and the code from the address', async () => {
    const mock = { request: { query: QUERY, variables: { slug: 'webinar', code: 'carlo' } }, result: { data: { affiliateLinkTarget: null } } }
    renderWithProviders(<AffiliateLinkPage slug="webinar" affLink="carlo" />, { route: '/webinar/carlo', mocks: [mock] })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })
})

// The test DOM behaves like a browser where DOMPurify depends on it (before anything imports dompurify).
import '@/components/ui/Markdown/happyDomShim'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { PublishedChangelogCell, QUERY } from './PublishedChangelogCell'

const entry = (id: number, title: string, releasedOn: string, description = '', version: string | null = null) => ({
  __typename: 'FeatureChangelogEntry' as const,
  id,
  title,
  description,
  version,
  releasedOn,
})

describe('PublishedChangelogCell', () => {
  it('lists the published entries in the order given, with version, day and rendered markdown', async () => {
    renderWithProviders(<PublishedChangelogCell page={1} />, {
      route: '/changelog',
      mocks: [
        {
          request: { query: QUERY, variables: { page: 1 } },
          result: {
            data: {
              publishedChangelog: {
                __typename: 'FeatureChangelogEntryList',
                items: [entry(2, 'Dues banner', '2026-02-20', 'Members see **overdue** payments.', '2.6.0'), entry(1, 'Tribe Points ledger', '2026-01-05')],
                totalCount: 2,
                page: 1,
                pageSize: 10,
              },
            },
          },
        },
      ],
    })
    const articles = await screen.findAllByRole('article')
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual(['Dues banner', 'Tribe Points ledger'])
    expect(within(articles[0]).getByText('v2.6.0')).toBeInTheDocument()
    expect((await within(articles[0]).findByText('overdue')).tagName).toBe('STRONG')
    expect(within(articles[0]).getByText(/02\/20\/2026/)).toBeInTheDocument()
  })

  it('says so when nothing is published', async () => {
    renderWithProviders(<PublishedChangelogCell page={1} />, {
      route: '/changelog',
      mocks: [
        {
          request: { query: QUERY, variables: { page: 1 } },
          result: { data: { publishedChangelog: { __typename: 'FeatureChangelogEntryList', items: [], totalCount: 0, page: 1, pageSize: 10 } } },
        },
      ],
    })
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument()
  })
})

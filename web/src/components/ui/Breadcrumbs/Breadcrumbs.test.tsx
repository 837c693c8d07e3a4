import { LocationProvider } from '@redwoodjs/router'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs, buildBreadcrumbs, humanizeSegment } from './Breadcrumbs'

function renderAt(path: string, labels?: Record<string, string>) {
  return render(
    <LocationProvider location={new URL(`http://localhost${path}`)}>
      <Breadcrumbs labels={labels} />
    </LocationProvider>,
  )
}

describe('Breadcrumbs', () => {
  it('builds links from the path, numeric segments as Details, last not a link', () => {
    renderAt('/community/members/42/edit')
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Community', '/community'],
      ['Members', '/community/members'],
      ['Details', '/community/members/42'],
    ])
    const current = within(nav).getByText('Edit')
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current.closest('a')).toBeNull()
  })

  it('lets a page name a segment', () => {
    renderAt('/view-subscription/7', { '7': 'Ana Santos' })
    expect(screen.getByText('Ana Santos')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'View Subscription' })).toHaveAttribute('href', '/view-subscription')
  })

  it('humanises kebab, camel and snake case', () => {
    expect(humanizeSegment('enroll-user')).toBe('Enroll User')
    expect(humanizeSegment('uploadContents')).toBe('Upload Contents')
    expect(humanizeSegment('basic_info')).toBe('Basic Info')
    expect(buildBreadcrumbs('/')).toEqual([])
  })
})

describe('malformed paths', () => {
  it('shows a segment with a stray % as typed instead of throwing', () => {
    expect(buildBreadcrumbs('/reports/100%-done')).toEqual([
      { label: 'Reports', href: '/reports' },
      { label: '100% Done', href: '/reports/100%-done' },
    ])
  })
})

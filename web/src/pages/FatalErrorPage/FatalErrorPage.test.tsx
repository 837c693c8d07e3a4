import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FatalErrorPage, PageErrorBoundary, type PageErrorProps } from './FatalErrorPage'

function Broken(): never {
  throw new Error('page exploded')
}

function OwnErrorPage({ error }: PageErrorProps) {
  return <p>Course could not load: {error.message}</p>
}

function BrokenErrorPage(): never {
  throw new Error('error page exploded too')
}

beforeEach(() => {
  // React logs caught render errors; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('FatalErrorPage', () => {
  it('shows a heading and the generic message', () => {
    render(<FatalErrorPage />)
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText('Something went wrong and we are unable to show this page.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/')
  })
})

describe('PageErrorBoundary', () => {
  it('renders children when nothing fails', () => {
    render(<PageErrorBoundary errorPage={OwnErrorPage}><p>Fine</p></PageErrorBoundary>)
    expect(screen.getByText('Fine')).toBeInTheDocument()
  })
  it("renders the page's own error page first", () => {
    render(<PageErrorBoundary errorPage={OwnErrorPage}><Broken /></PageErrorBoundary>)
    expect(screen.getByText('Course could not load: page exploded')).toBeInTheDocument()
    expect(screen.queryByText(/unable to show this page/)).not.toBeInTheDocument()
  })
  it('falls back to the generic page when the error page fails too', () => {
    render(<PageErrorBoundary errorPage={BrokenErrorPage}><Broken /></PageErrorBoundary>)
    expect(screen.getByText('Something went wrong and we are unable to show this page.')).toBeInTheDocument()
  })
  it('uses the generic page when the page has no error page', () => {
    render(<PageErrorBoundary><Broken /></PageErrorBoundary>)
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
  })
  it('recovers when the reset key changes', () => {
    const { rerender } = render(<PageErrorBoundary resetKey="/a"><Broken /></PageErrorBoundary>)
    rerender(<PageErrorBoundary resetKey="/b"><p>Next page</p></PageErrorBoundary>)
    expect(screen.getByText('Next page')).toBeInTheDocument()
  })
})

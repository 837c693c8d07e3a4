import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  it('shows a title and description', () => {
    render(<EmptyState title="No funnels available" description="Pick another product." />)
    expect(screen.getByRole('heading', { name: 'No funnels available' })).toBeInTheDocument()
    expect(screen.getByText('Pick another product.')).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
  it('offers a link', () => {
    render(<EmptyState title="No courses" action={{ label: 'Add New Course', to: '/courses/new' }} />)
    expect(screen.getByRole('link', { name: 'Add New Course' })).toHaveAttribute('href', '/courses/new')
  })
  it('offers a button', async () => {
    const onClick = vi.fn()
    render(<EmptyState title="No data here" action={{ label: 'Reload', onClick }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(onClick).toHaveBeenCalledOnce()
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Spinner } from './Spinner'

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading funnels" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading funnels')
  })
  it('is decorative without a label, so buttons keep their own name', () => {
    render(
      <button>
        <Spinner /> Save
      </button>,
    )
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
  })
})

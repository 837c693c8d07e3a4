import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar, initialsOf } from './Avatar'

describe('Avatar', () => {
  it('shows the image with the name as alt text', () => {
    render(<Avatar src="/me.png" name="Juan dela Cruz" />)
    expect(screen.getByRole('img', { name: 'Juan dela Cruz' })).toHaveAttribute('src', '/me.png')
  })
  it('falls back to initials without an image or when it fails to load', () => {
    const { rerender } = render(<Avatar name="Juan dela Cruz" />)
    expect(screen.getByRole('img', { name: 'Juan dela Cruz' })).toHaveTextContent('JC')
    rerender(<Avatar name="Maria Santos" src="/broken.png" />)
    fireEvent.error(screen.getByRole('img', { name: 'Maria Santos' }))
    expect(screen.getByRole('img', { name: 'Maria Santos' })).toHaveTextContent('MS')
  })
  it('computes initials', () => {
    expect(initialsOf('ana')).toBe('A')
    expect(initialsOf('  ')).toBe('?')
  })
})

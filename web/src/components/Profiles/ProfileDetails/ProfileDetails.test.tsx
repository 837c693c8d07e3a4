// The read-only social accounts: a stored link is a link only when it is an http(s)
// address; anything else (an old import's `javascript:` text) is shown as text, never an href.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ProfileData } from '../types'
import { SocialsDetails } from './ProfileDetails'

const socials = (values: Partial<NonNullable<ProfileData['socials']>>): NonNullable<ProfileData['socials']> => ({
  __typename: 'ProfileSocials',
  facebook: null,
  instagram: null,
  tiktok: null,
  youtube: null,
  linkedin: null,
  twitter: null,
  website: null,
  ...values,
})

describe('SocialsDetails', () => {
  it('links an http(s) address and shows anything else as text', () => {
    render(<SocialsDetails socials={socials({ facebook: 'javascript:alert(document.cookie)', website: 'https://maria.example.com' })} />)
    expect(screen.getByText('javascript:alert(document.cookie)').closest('a')).toBeNull()
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://maria.example.com'])
    expect(document.querySelector('a[href^="javascript"]')).toBeNull()
  })

  it('links a Facebook profile', () => {
    render(<SocialsDetails socials={socials({ facebook: 'https://facebook.com/maria' })} />)
    expect(screen.getByRole('link', { name: 'https://facebook.com/maria' })).toHaveAttribute('href', 'https://facebook.com/maria')
  })
})

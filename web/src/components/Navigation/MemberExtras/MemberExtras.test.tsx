import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { readSavedRole } from '@/lib/currentRole'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { affiliateMessages } from '@common/affiliates'
import { AFFILIATE_RELOGIN_FLAG, BECOME_AFFILIATE } from './BecomeAffiliateButton'
import { MemberExtras } from './MemberExtras'

const extras = { becomeAffiliate: '/affiliate/terms', accountabilityGroup: null, communitySupport: null }
const joined = { request: { query: BECOME_AFFILIATE }, result: { data: { becomeAffiliate: { __typename: 'AffiliateAccount', id: 5, status: 'active' } } } }

afterEach(() => localStorage.clear())

describe('MemberExtras: Become an Affiliate', () => {
  it('joins, marks the re-login done, switches to the affiliate role and opens the terms', async () => {
    const { auth } = renderWithProviders(<MemberExtras extras={extras} />, { user: testUser(), role: 'member', route: '/content', mocks: [joined] })
    await userEvent.click(await screen.findByRole('button', { name: 'Become an Affiliate' }))
    await waitFor(() => expect(window.location.pathname).toBe('/affiliate/terms'))
    expect(readSavedRole()?.id).toBe('affiliate')
    expect(auth.reauthenticate).toHaveBeenCalled()
    expect(localStorage.getItem(AFFILIATE_RELOGIN_FLAG)).toBe('true')
  })

  it('says why when joining is refused, and stays', async () => {
    const refused = { request: { query: BECOME_AFFILIATE }, result: { errors: [{ message: affiliateMessages.notEnabled }] } }
    renderWithProviders(<MemberExtras extras={extras} />, { user: testUser(), role: 'member', route: '/content', mocks: [refused] })
    await userEvent.click(await screen.findByRole('button', { name: 'Become an Affiliate' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(affiliateMessages.notEnabled)
    expect(window.location.pathname).toBe('/content')
    expect(readSavedRole()?.id).toBe('member')
    expect(localStorage.getItem(AFFILIATE_RELOGIN_FLAG)).toBeNull()
  })

  it('is not there when the programme is not offered', () => {
    renderWithProviders(<MemberExtras extras={{ ...extras, becomeAffiliate: null }} />, { user: testUser(), role: 'member' })
    expect(screen.queryByRole('button', { name: 'Become an Affiliate' })).toBeNull()
  })
})

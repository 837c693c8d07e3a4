import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { ACCEPT_TERMS } from '../AffiliateTerms/AffiliateTerms'
import { AffiliateTermsCell, QUERY } from './AffiliateTermsCell'

const TEXT = 'Share honestly.\n\nCommission is paid monthly\nby GCash or bank.\n\n\nNo spam.'
const account = (over: Partial<{ status: string; termsAcceptedAt: string | null; codeChosen: boolean }> = {}) => ({
  __typename: 'AffiliateAccount',
  id: 5,
  status: 'active',
  termsAcceptedAt: null,
  codeChosen: false,
  ...over,
})
const terms = (acceptedAt: string | null, myAffiliate: ReturnType<typeof account> | null) => ({
  request: { query: QUERY },
  result: { data: { affiliateTerms: { __typename: 'AffiliateTermsText', text: TEXT, acceptedAt }, myAffiliate } },
})
const accepted = (codeChosen: boolean) => ({
  request: { query: ACCEPT_TERMS },
  result: { data: { acceptAffiliateTerms: account({ termsAcceptedAt: '2026-11-27T02:00:00.000Z', codeChosen }) } },
})
const affiliate = testUser({ accessLevels: [{ id: 1, name: 'member', label: 'Member' }, { id: 4, name: 'affiliate', label: 'Affiliate' }] })

describe('AffiliateTermsCell', () => {
  it('shows the terms paragraph by paragraph, and accepting refreshes the user and opens Links to choose a code', async () => {
    const { auth } = renderWithProviders(<AffiliateTermsCell />, { user: affiliate, role: 'affiliate', route: '/affiliate/terms', mocks: [terms(null, account()), accepted(false)] })
    expect(await screen.findByRole('heading', { name: 'Affiliate terms' })).toBeInTheDocument()
    expect(screen.getByText('Share honestly.').tagName).toBe('P')
    expect(screen.getByText(/Commission is paid monthly/)).toHaveTextContent('Commission is paid monthly by GCash or bank.')
    expect(screen.getByText('No spam.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(window.location.pathname).toBe('/affiliate/links'))
    expect(auth.reauthenticate).toHaveBeenCalled()
    expect(await screen.findByText('Affiliate terms accepted')).toBeInTheDocument()
  })

  it('takes an affiliate who already chose their code to the dashboard', async () => {
    renderWithProviders(<AffiliateTermsCell />, { user: affiliate, role: 'affiliate', route: '/affiliate/terms', mocks: [terms(null, account({ codeChosen: true })), accepted(true)] })
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(window.location.pathname).toBe('/'))
  })

  it('says when the terms were accepted instead of asking again', async () => {
    renderWithProviders(<AffiliateTermsCell />, { user: affiliate, role: 'affiliate', mocks: [terms('2026-11-27T02:00:00.000Z', account({ termsAcceptedAt: '2026-11-27T02:00:00.000Z' }))] })
    expect(await screen.findByText('Accepted on Fri, 11/27/2026')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull()
  })

  it('tells a waiting affiliate they wait for approval', async () => {
    renderWithProviders(<AffiliateTermsCell />, { user: affiliate, role: 'affiliate', mocks: [terms(null, account({ status: 'waiting' }))] })
    expect(await screen.findByText(/your affiliate account is waiting for approval/)).toHaveAttribute('role', 'status')
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument()
  })

  it('shows a refused acceptance and stays', async () => {
    const refused = { request: { query: ACCEPT_TERMS }, result: { errors: [{ message: 'You are not an affiliate' }] } }
    renderWithProviders(<AffiliateTermsCell />, { user: affiliate, role: 'affiliate', route: '/affiliate/terms', mocks: [terms(null, account()), refused] })
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('You are not an affiliate')).toBeInTheDocument()
    expect(window.location.pathname).toBe('/affiliate/terms')
  })

  it('lets a member read the terms before joining, without an Accept button', async () => {
    renderWithProviders(<AffiliateTermsCell />, { user: testUser(), role: 'member', mocks: [terms(null, null)] })
    expect(await screen.findByText(/Become an Affiliate from the menu/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull()
  })

  it('asks an affiliate acting as a member to switch before accepting', async () => {
    const { auth } = renderWithProviders(<AffiliateTermsCell />, { user: affiliate, role: 'member', route: '/affiliate/terms', mocks: [terms(null, account())] })
    expect(await screen.findByText('Switch to your affiliate role to accept the terms.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Affiliate' }))
    await waitFor(() => expect(window.location.pathname).toBe('/affiliate/terms'))
    expect(auth.reauthenticate).toHaveBeenCalled()
  })
})

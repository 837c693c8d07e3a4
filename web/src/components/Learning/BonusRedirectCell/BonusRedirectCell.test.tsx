import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { BonusRedirectCell, bonusTarget, QUERY } from './BonusRedirectCell'

describe('bonusTarget', () => {
  it('follows app paths inside the app and http(s) addresses outside, nothing else', () => {
    expect(bonusTarget('/resources/my-resources')).toEqual({ kind: 'internal', href: '/resources/my-resources' })
    expect(bonusTarget(' https://tribe.example/bonus ')).toEqual({ kind: 'external', href: 'https://tribe.example/bonus' })
    expect(bonusTarget('//evil.example')).toBeNull()
    expect(bonusTarget('javascript:alert(1)')).toBeNull()
    expect(bonusTarget('')).toBeNull()
    expect(bonusTarget(null)).toBeNull()
  })
})

describe('BonusRedirectCell', () => {
  it('goes to the bonus page the setting names', async () => {
    renderWithProviders(<BonusRedirectCell />, { route: '/bonus', mocks: [{ request: { query: QUERY }, result: { data: { bonusLink: '/resources/my-resources' } } }] })
    await waitFor(() => expect(window.location.pathname).toBe('/resources/my-resources'))
  })

  it('says so plainly when no bonus is set', async () => {
    renderWithProviders(<BonusRedirectCell />, { route: '/bonus', mocks: [{ request: { query: QUERY }, result: { data: { bonusLink: null } } }] })
    expect(await screen.findByText('No bonuses yet')).toBeInTheDocument()
    expect(window.location.pathname).toBe('/bonus')
  })
})

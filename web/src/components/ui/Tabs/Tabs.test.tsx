import { LocationProvider } from '@redwoodjs/router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { parseTabIndex, parseTabValue, Tabs } from './Tabs'

const tabs = [
  { label: 'User Subscriptions', content: <p>Subscriptions panel</p> },
  { label: 'Enroll to Funnel', content: <p>Enroll panel</p> },
  { label: 'Payment Records', content: <p>Payments panel</p> },
]

function renderAt(url: string) {
  window.history.replaceState({}, '', url)
  return render(
    <LocationProvider>
      <Tabs tabs={tabs} label="Subscriptions of Ana" />
    </LocationProvider>,
  )
}

describe('Tabs', () => {
  it('opens the tab named by ?t=', () => {
    renderAt('/view-subscription/7?t=2')
    expect(screen.getByRole('tab', { name: 'Payment Records' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Payment Records' })).toHaveTextContent('Payments panel')
  })

  it.each(['9', '-1', 'abc', '1.5'])('falls back to the first tab for t=%s', (t) => {
    renderAt(`/view-subscription/7?t=${t}`)
    expect(screen.getByRole('tab', { name: 'User Subscriptions' })).toHaveAttribute('aria-selected', 'true')
  })

  it('writes the clicked tab into ?t= and keeps other parameters', async () => {
    renderAt('/view-subscription/7?q=ana')
    await userEvent.click(screen.getByRole('tab', { name: 'Enroll to Funnel' }))
    expect(window.location.search).toBe('?q=ana&t=1')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Enroll panel')
  })

  it("starts the chosen tab's list at its first page: another tab's ?page= is dropped", async () => {
    renderAt('/affiliates/4?t=1&page=3&status=paid')
    await userEvent.click(screen.getByRole('tab', { name: 'Payment Records' }))
    expect(window.location.search).toBe('?t=2&status=paid')
  })

  it('moves with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup()
    renderAt('/view-subscription/7')
    await user.click(screen.getByRole('tab', { name: 'User Subscriptions' }))
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Payment Records' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Payment Records' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'User Subscriptions' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(window.location.search).toBe('?t=2')
  })

  it('keeps only the selected tab in the tab order', () => {
    renderAt('/x?t=1')
    expect(screen.getByRole('tab', { name: 'Enroll to Funnel' })).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('tab', { name: 'User Subscriptions' })).toHaveAttribute('tabindex', '-1')
  })
})

describe('parseTabIndex', () => {
  it('accepts whole numbers in range only', () => {
    expect(parseTabIndex('1', 3)).toBe(1)
    expect(parseTabIndex('3', 3)).toBe(0)
    expect(parseTabIndex(null, 3)).toBe(0)
  })

  it('with values, reads and writes the tab by name', async () => {
    window.history.replaceState({}, '', '/account?q=billings')
    render(
      <LocationProvider>
        <Tabs tabs={tabs.slice(0, 2)} param="q" values={['subscriptions', 'billings']} label="Account" />
      </LocationProvider>,
    )
    expect(screen.getByRole('tab', { name: 'Enroll to Funnel' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(screen.getByRole('tab', { name: 'User Subscriptions' }))
    expect(window.location.search).toBe('?q=subscriptions')
    expect(parseTabValue('nope', ['a', 'b'])).toBe(0)
    expect(parseTabValue(null, ['a', 'b'])).toBe(0)
    expect(parseTabValue('b', ['a', 'b'])).toBe(1)
  })

  it('opens the default tab when the parameter is missing or names no tab, and the first when the default is not there', () => {
    expect(parseTabValue(null, ['a', 'b'], 'b')).toBe(1)
    expect(parseTabValue('nope', ['a', 'b'], 'b')).toBe(1)
    expect(parseTabValue('a', ['a', 'b'], 'b')).toBe(0)
    expect(parseTabValue(null, ['a', 'b'], 'c')).toBe(0)
  })
})

import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { GraphQLError } from 'graphql'
import { describe, expect, it, vi } from 'vitest'
import { settingMessages } from '@common/validation/settings'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { UPDATE_DEFAULT_SETTING, type SettingRow } from '../settingMutations'
import { SettingControl } from './SettingControl'

const admin = testUser({ pageAccess: { defaultSettings: true } })

/** A mocked updateDefaultSetting for one id and value, answering the setting as saved; `calls` counts it. */
function saved(setting: SettingRow, value: string) {
  const calls = vi.fn(() => ({
    data: { updateDefaultSetting: { __typename: 'Setting', ...setting, value, description: setting.description ?? null, scope: 'default', updatedAt: '2026-05-01T00:00:00.000Z' } },
  }))
  return { calls, mock: { request: { query: UPDATE_DEFAULT_SETTING, variables: { id: setting.id, value } }, result: calls } }
}

const show = (setting: SettingRow, label: string, mocks: { request: unknown; result: unknown }[] = []) =>
  renderWithProviders(<SettingControl setting={setting} label={label} mutation={UPDATE_DEFAULT_SETTING} />, {
    user: admin,
    mocks: mocks as never,
  })

describe('SettingControl', () => {
  it('shows a boolean as a switch that saves the moment it is flipped, with a toast', async () => {
    const setting = { id: 1, name: 'enable-affiliate', value: 'true', type: 'boolean', description: 'Show the Become an Affiliate button.' }
    const { calls, mock } = saved(setting, 'false')
    show(setting, 'Enable affiliate', [mock])
    const toggle = screen.getByRole('switch', { name: 'Enable affiliate' })
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByText(/Show the Become an Affiliate button\./)).toBeInTheDocument()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(await screen.findByText('Enable affiliate saved')).toBeInTheDocument()
    expect(calls).toHaveBeenCalledTimes(1)
  })

  it('puts a switch back and says why when the save is refused', async () => {
    const setting = { id: 2, name: 'enable-challenge-buddies', value: 'false', type: 'boolean' }
    show(setting, 'Enable challenge buddies', [
      { request: { query: UPDATE_DEFAULT_SETTING, variables: { id: 2, value: 'true' } }, result: { errors: [new GraphQLError("You don't have access to do that.", { extensions: { code: 'FORBIDDEN' } })] } },
    ])
    const toggle = screen.getByRole('switch', { name: 'Enable challenge buddies' })
    await userEvent.click(toggle)
    expect(await screen.findByText("You don't have access to do that.")).toBeInTheDocument()
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'))
  })

  it('checks a link with the server\'s schema before sending, then saves it trimmed', async () => {
    const setting = { id: 3, name: 'waitlist-link', value: '/form/waitlist', type: 'url' }
    const { calls, mock } = saved(setting, 'https://tribe.example/waitlist')
    show(setting, 'Waitlist link', [mock])
    const box = screen.getByLabelText('Waitlist link')
    expect(box).toHaveValue('/form/waitlist')
    await userEvent.clear(box)
    await userEvent.type(box, 'javascript:alert(1)')
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }))
    await waitFor(() => expect(box).toHaveAccessibleDescription(settingMessages.url))
    expect(calls).not.toHaveBeenCalled()
    await userEvent.clear(box)
    await userEvent.type(box, '  https://tribe.example/waitlist ')
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }))
    expect(await screen.findByText('Waitlist link saved')).toBeInTheDocument()
    expect(calls).toHaveBeenCalledTimes(1)
  })

  it('refuses a number that is not one, and JSON that does not parse', async () => {
    const number = { id: 4, name: 'max-buddies', value: '5', type: 'number' }
    const { unmount } = show(number, 'Max buddies')
    const box = screen.getByLabelText('Max buddies')
    await userEvent.clear(box)
    await userEvent.type(box, 'five')
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }))
    await waitFor(() => expect(box).toHaveAccessibleDescription(settingMessages.number))
    unmount()

    const json = { id: 5, name: 'plan-labels', value: '{"gold":"Gold"}', type: 'json' }
    const { calls, mock } = saved(json, '["a"]')
    show(json, 'Plan labels', [mock])
    const area = screen.getByLabelText('Plan labels')
    expect(area.tagName).toBe('TEXTAREA')
    await userEvent.clear(area)
    await userEvent.type(area, '{{"gold":')
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }))
    await waitFor(() => expect(area).toHaveAccessibleDescription(settingMessages.json))
    await userEvent.clear(area)
    await userEvent.type(area, '[["a"]')
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }))
    expect(await screen.findByText('Plan labels saved')).toBeInTheDocument()
    expect(calls).toHaveBeenCalledTimes(1)
  })

  it('shows the server\'s message for the value under the box', async () => {
    const setting = { id: 6, name: 'welcome-text', value: 'Hi', type: 'string' }
    show(setting, 'Welcome text', [
      {
        request: { query: UPDATE_DEFAULT_SETTING, variables: { id: 6, value: 'Hello' } },
        result: { errors: [new GraphQLError('Errors prevented this form from being saved', { extensions: { code: 'BAD_USER_INPUT', properties: { messages: { value: ['Too long for the banner'] } } } })] },
      },
    ])
    const box = screen.getByLabelText('Welcome text')
    await userEvent.clear(box)
    await userEvent.type(box, 'Hello')
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }))
    await waitFor(() => expect(box).toHaveAccessibleDescription('Too long for the banner'))
  })
})

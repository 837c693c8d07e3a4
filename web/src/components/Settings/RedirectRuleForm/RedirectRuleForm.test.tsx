import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { redirectRuleMessages } from '@common/validation/settings.redirectRules'
import { BLANK_RULE, RedirectRuleForm } from './RedirectRuleForm'

describe('RedirectRuleForm', () => {
  it('shows the schema\'s messages under the fields it refuses, and sends nothing', async () => {
    const onSave = vi.fn()
    render(<RedirectRuleForm defaultValues={BLANK_RULE} onSave={onSave} loading={false} />)
    await userEvent.type(screen.getByLabelText(/^From path/), '/api/graphql')
    await userEvent.type(screen.getByLabelText(/^To URL/), '//evil.example')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^From path/)).toHaveAccessibleDescription(redirectRuleMessages.fromPathReserved('/api/...')))
    expect(screen.getByLabelText(/^To URL/)).toHaveAccessibleDescription(redirectRuleMessages.toUrlFormat)
    expect(onSave).not.toHaveBeenCalled()
  })

  it('sends the rule as the API takes it: permanent as true, active as chosen', async () => {
    const onSave = vi.fn()
    render(<RedirectRuleForm defaultValues={BLANK_RULE} onSave={onSave} loading={false} />)
    await userEvent.type(screen.getByLabelText(/^From path/), ' /join ')
    await userEvent.type(screen.getByLabelText(/^To URL/), 'https://tribe.example/membership')
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Permanent (301)')
    await userEvent.click(screen.getByLabelText('Active'))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toEqual({ fromPath: '/join', toUrl: 'https://tribe.example/membership', isPermanent: true, isActive: false })
  })

  it('shows the server\'s loop refusal under To URL', () => {
    const message = redirectRuleMessages.toUrlLoop(['/d', '/b', '/c', '/d'])
    const error = {
      graphQLErrors: [{ message: 'Errors prevented this form from being saved', extensions: { code: 'BAD_USER_INPUT', properties: { messages: { toUrl: [message] } } } }],
    }
    render(<RedirectRuleForm defaultValues={{ ...BLANK_RULE, fromPath: '/d', toUrl: '/b' }} onSave={vi.fn()} error={error} loading={false} />)
    expect(screen.getByLabelText(/^To URL/)).toHaveAccessibleDescription('This rule would redirect in a loop: /d → /b → /c → /d')
  })
})

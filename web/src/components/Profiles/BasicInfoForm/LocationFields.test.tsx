import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { Form, SubmitButton } from '@/components/ui/Form/Form'
import { CITIES, COUNTRIES, LocationFields, STATES } from './LocationFields'

const option = (code: string, name: string) => ({ __typename: 'LocationOption' as const, code, name })
const mocks = [
  { request: { query: COUNTRIES }, result: { data: { countries: [option('NR', 'Nauru'), option('PH', 'Philippines')] } } },
  { request: { query: STATES, variables: { country: 'PH' } }, result: { data: { states: [option('CEB', 'Cebu'), option('NCR', 'Metro Manila')] } } },
  { request: { query: CITIES, variables: { country: 'PH', state: 'NCR' } }, result: { data: { cities: [option('Makati', 'Makati'), option('Pasig', 'Pasig')] } } },
  { request: { query: STATES, variables: { country: 'NR' } }, result: { data: { states: [] } } },
]

function renderFields(defaults: Record<string, string | null>, onSubmit = vi.fn()) {
  renderWithProviders(
    <Form onSubmit={onSubmit} defaultValues={defaults}>
      <LocationFields />
      <SubmitButton>Save</SubmitButton>
    </Form>,
    { user: testUser(), route: '/profile/edit', mocks },
  )
  return onSubmit
}

describe('LocationFields', () => {
  it('keeps the saved place while the lists load, then offers each list by the place above it', async () => {
    const onSubmit = renderFields({ country: 'Philippines', state: 'Metro Manila', city: 'Makati' })
    await waitFor(() => expect(screen.getByLabelText('City').tagName).toBe('SELECT'))
    expect(screen.getByLabelText('Country')).toHaveValue('Philippines')
    expect(screen.getByLabelText('State')).toHaveValue('Metro Manila')
    expect(screen.getByLabelText('City')).toHaveValue('Makati')
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Pasig')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0][0]).toEqual({ country: 'Philippines', state: 'Metro Manila', city: 'Pasig' })
  })

  it('a new country empties state and city; a country without states gets a text box', async () => {
    const onSubmit = renderFields({ country: 'Philippines', state: 'Metro Manila', city: 'Makati' })
    await waitFor(() => expect(screen.getByLabelText('City').tagName).toBe('SELECT'))
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Nauru')
    await waitFor(() => expect(screen.getByLabelText('State').tagName).toBe('INPUT'))
    expect(screen.getByLabelText('State')).toHaveValue('')
    expect(screen.getByLabelText('City')).toHaveValue('')
    await userEvent.type(screen.getByLabelText('State'), 'Yaren')
    await userEvent.type(screen.getByLabelText('City'), 'Yaren District')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0][0]).toEqual({ country: 'Nauru', state: 'Yaren', city: 'Yaren District' })
  })
})

import { screen } from '@testing-library/react'
import { GraphQLError } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { registerTestRoutes } from '@/test/routes'
import { FillFormCell, QUERY } from './FillFormCell'

beforeAll(registerTestRoutes)

const answer = (result: object) => [{ request: { query: QUERY, variables: { slug: 'waitlist' } }, result }]

describe('FillFormCell', () => {
  it('shows the loading state, then the form once it and its code have arrived', async () => {
    renderWithProviders(<FillFormCell slug="waitlist" />, {
      route: '/form/waitlist',
      mocks: answer({
        data: {
          form: {
            __typename: 'Form',
            id: 2,
            slug: 'waitlist',
            title: 'Enrollment Waitlist',
            description: null,
            isPublic: true,
            myLastResponse: null,
            fields: [{ __typename: 'FormField', name: 'mobile', label: 'Mobile number', type: 'phone', required: true, options: [], helpText: '09XXXXXXXXX' }],
          },
        },
      }),
    })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form...')
    expect(await screen.findByRole('heading', { name: 'Enrollment Waitlist' })).toBeInTheDocument()
    expect(screen.getByLabelText('Mobile number*')).toHaveAttribute('type', 'tel')
  })

  it('says not found for a missing or unpublished form (the API answers null)', async () => {
    renderWithProviders(<FillFormCell slug="waitlist" />, { mocks: answer({ data: { form: null } }) })
    expect(await screen.findByRole('heading', { name: 'Form not found' })).toBeInTheDocument()
  })

  it('offers to sign in, and come back, for a members-only form asked for signed out', async () => {
    renderWithProviders(<FillFormCell slug="waitlist" />, {
      route: '/form/waitlist',
      mocks: answer({ errors: [new GraphQLError('Sign in to answer this form.', { extensions: { code: 'UNAUTHENTICATED' } })] }),
    })
    expect(await screen.findByRole('heading', { name: 'Sign in to answer this form' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirectTo=%2Fform%2Fwaitlist')
  })

  it('shows a failure with a way to try again', async () => {
    renderWithProviders(<FillFormCell slug="waitlist" />, { mocks: answer({ errors: [new GraphQLError('Database is down')] }) })
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this form.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

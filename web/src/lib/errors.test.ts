import { describe, expect, it } from 'vitest'
import { formatFormError, getFieldErrors, getGraphQLErrorMessage } from './errors'

const badInput = {
  message: 'Errors prevented this form from being saved',
  graphQLErrors: [
    {
      message: 'Invalid input',
      extensions: {
        code: 'BAD_USER_INPUT',
        properties: { messages: { email: ['Email is required'], batchId: ['Batch is required', 'Batch is closed'] } },
      },
    },
  ],
}

describe('getGraphQLErrorMessage', () => {
  it('prefers the original message of the first error', () => {
    expect(
      getGraphQLErrorMessage({
        graphQLErrors: [
          { message: 'wrapped', extensions: { originalError: { message: 'Stage not found' } } },
          { message: 'second' },
        ],
      }),
    ).toBe('Stage not found')
  })
  it('uses the first error message', () => {
    expect(getGraphQLErrorMessage({ graphQLErrors: [{ message: 'Not allowed' }] })).toBe('Not allowed')
  })
  it('falls back when there are no GraphQL errors', () => {
    expect(getGraphQLErrorMessage({ graphQLErrors: [] })).toBe('Something went wrong, try again')
    expect(getGraphQLErrorMessage(new Error('Failed to fetch'))).toBe('Something went wrong, try again')
    expect(getGraphQLErrorMessage(undefined)).toBe('Something went wrong, try again')
  })
})

describe('formatFormError', () => {
  it('lists every field message for BAD_USER_INPUT', () => {
    expect(formatFormError(badInput)).toEqual({
      title: 'Errors prevented this form from being saved',
      messages: ['Email is required', 'Batch is required', 'Batch is closed'],
    })
  })
  it('shows network errors with details', () => {
    const networkError = Object.assign(new Error('Failed to fetch'), {})
    expect(formatFormError({ graphQLErrors: [], networkError })).toEqual({
      title: 'An error has occurred',
      messages: ['Failed to fetch'],
    })
  })
  it('shows the server errors carried by a network error result', () => {
    const networkError = Object.assign(new Error('Response not successful'), {
      result: { errors: [{ message: 'Syntax Error: Unexpected Name' }] },
    })
    expect(formatFormError({ graphQLErrors: [], networkError })?.messages).toEqual(['Syntax Error: Unexpected Name'])
  })
  it('shows the first GraphQL message otherwise', () => {
    expect(formatFormError({ graphQLErrors: [{ message: 'Funnel is archived' }, { message: 'other' }] })).toEqual({
      title: 'Funnel is archived',
      messages: [],
    })
  })
  it('is null without an error', () => expect(formatFormError(null)).toBeNull())
})

describe('getFieldErrors', () => {
  it('maps fields to messages only for BAD_USER_INPUT', () => {
    expect(getFieldErrors(badInput).email).toEqual(['Email is required'])
    expect(getFieldErrors({ graphQLErrors: [{ message: 'x' }] })).toEqual({})
  })
})

// Turning Apollo errors into what a person reads: one message for toasts, a block for forms.

/** The fallback when an error carries no message a person could act on. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, try again'
/** Title of the form error block for BAD_USER_INPUT. */
export const FORM_INVALID_TITLE = 'Errors prevented this form from being saved'
/** Title of the form error block for a network failure. */
export const NETWORK_ERROR_TITLE = 'An error has occurred'

/** Generic field messages, keyed by react-hook-form's error type; shown after the field label (one copy, in common/). */
export { FORM_MESSAGES } from '@common/formMessages'

type GraphQLErrorLike = {
  message?: string
  extensions?: {
    code?: string
    originalError?: { message?: string }
    properties?: { messages?: Record<string, string[] | string> }
    [key: string]: unknown
  }
}

type NetworkErrorLike = Error & { result?: { errors?: { message?: string }[] } | string; statusCode?: number }

/** The shape of an ApolloError we read (kept structural so plain objects work in tests and toasts). */
export type ErrorLike = {
  message?: string
  graphQLErrors?: readonly GraphQLErrorLike[]
  networkError?: NetworkErrorLike | null
}

function firstGraphQLError(error: unknown): GraphQLErrorLike | undefined {
  const errors = (error as ErrorLike | null | undefined)?.graphQLErrors
  return errors && errors.length > 0 ? errors[0] : undefined
}

/** The first GraphQL error's original message, else 'Something went wrong, try again'. */
export function getGraphQLErrorMessage(error: unknown): string {
  const first = firstGraphQLError(error)
  return first?.extensions?.originalError?.message || first?.message || GENERIC_ERROR_MESSAGE
}

/** Field name -> messages from a BAD_USER_INPUT error (error.graphQLErrors[0].extensions.properties.messages). */
export function getFieldErrors(error: unknown): Record<string, string[]> {
  const first = firstGraphQLError(error)
  if (first?.extensions?.code !== 'BAD_USER_INPUT') return {}
  const raw = first.extensions.properties?.messages ?? {}
  const out: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(raw)) {
    out[field] = Array.isArray(messages) ? messages : [messages]
  }
  return out
}

/** What a form's error block shows: a title and a list of details. */
export type FormErrorSummary = { title: string; messages: string[] }

/**
 * The form error block for an error: BAD_USER_INPUT -> 'Errors prevented this form from being saved'
 * with every field message; a network error -> 'An error has occurred' with details; anything else ->
 * the first GraphQL message. Null when there is no error.
 */
export function formatFormError(error: unknown): FormErrorSummary | null {
  if (!error) return null
  const first = firstGraphQLError(error)
  if (first?.extensions?.code === 'BAD_USER_INPUT') {
    return { title: FORM_INVALID_TITLE, messages: Object.values(getFieldErrors(error)).flat() }
  }
  const network = (error as ErrorLike).networkError
  if (network) {
    const result = network.result
    const details =
      result && typeof result === 'object' && Array.isArray(result.errors)
        ? result.errors.map((e) => e.message ?? '').filter(Boolean)
        : [network.message]
    return { title: NETWORK_ERROR_TITLE, messages: details }
  }
  if (first) return { title: getGraphQLErrorMessage(error), messages: [] }
  const message = (error as ErrorLike).message
  return { title: typeof message === 'string' && message ? message : GENERIC_ERROR_MESSAGE, messages: [] }
}

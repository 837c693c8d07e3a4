// Input validation with zod: the schemas live in common/validation/<domain>.ts, so the web form
// (react-hook-form's zodResolver) and the service check input with the SAME rules and messages.
// A failure is one UserInputError whose field messages the web's form shows beside each field.
import type { z } from 'zod'
import { UserInputError, type FieldMessages } from './errors'

/** The summary a form shows above its field messages. */
export const INVALID_INPUT_MESSAGE = 'Errors prevented this form from being saved'

/**
 * `input` parsed by `schema` (trimmed, defaulted, transformed), or a UserInputError (BAD_USER_INPUT)
 * with every issue's message keyed by its path joined with '.' (`input.description`, `items.0.name`).
 * Nothing has been written when it throws: call it before the transaction.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message = INVALID_INPUT_MESSAGE): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw new UserInputError(message, fieldMessages(result.error))
}

/** zod's issues as `{ 'path.to.field': [messages] }`, in the order zod found them. */
export function fieldMessages(error: z.ZodError): FieldMessages {
  const fields: FieldMessages = {}
  for (const issue of error.issues) {
    ;(fields[issue.path.map(String).join('.')] ??= []).push(issue.message)
  }
  return fields
}

/** A positive 32-bit id, as a serial column holds: anything else names no row (and would make Postgres refuse the cast). */
export const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647

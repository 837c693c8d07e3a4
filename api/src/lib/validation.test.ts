import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { UserInputError } from './errors'
import { parseInput } from './validation'

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  tags: z.array(z.object({ label: z.string().max(3, 'At most 3 characters') })).default([]),
  size: z.number().int('Whole numbers only').min(1, 'At least 1'),
  code: z.string().min(4, 'At least 4 characters').regex(/\d/, 'Include a digit').optional(),
})

function refusal(input: unknown, message?: string) {
  try {
    parseInput(schema, input, message)
  } catch (error) {
    return error as UserInputError & { extensions: { code: string; properties: { messages: Record<string, string[]> } } }
  }
  throw new Error('expected parseInput to refuse the input')
}

describe('parseInput', () => {
  it("answers the schema's output: trimmed, defaulted", () => {
    expect(parseInput(schema, { name: '  Ana ', size: 2 })).toEqual({ name: 'Ana', tags: [], size: 2 })
  })

  it('throws one BAD_USER_INPUT naming every bad field by its path, as the web form shows them', () => {
    const error = refusal({ name: ' ', tags: [{ label: 'ok' }, { label: 'long' }], size: 1.5 })
    expect(error).toBeInstanceOf(UserInputError)
    expect(error.message).toBe('Errors prevented this form from being saved')
    expect(error.extensions.code).toBe('BAD_USER_INPUT')
    expect(error.extensions.properties.messages).toEqual({
      name: ['Name is required'],
      'tags.1.label': ['At most 3 characters'],
      size: ['Whole numbers only'],
    })
  })

  it('keeps every message of a field, and takes the summary it is given', () => {
    const error = refusal({ name: 'Ana', size: 1, code: 'ab' }, 'Invalid code')
    expect(error.message).toBe('Invalid code')
    expect(error.extensions.properties.messages).toEqual({ code: ['At least 4 characters', 'Include a digit'] })
  })
})

// How one column appears in each generated file: its GraphQL types, its zod rule and message,
// a valid and an invalid test value, and its form field.
import type { Field, Model } from './model'
import { pascalCase } from './names'

/** `String!`, `[String!]!`, `Date`: the output type (what the API answers). */
export function outputType(field: Field): string {
  const base = field.isList ? `[${field.graphqlType}!]` : field.graphqlType
  return field.required ? `${base}!` : base
}

/**
 * The input type. Dates travel as String: the shared zod schema checks 'YYYY-MM-DD' (or an ISO
 * date-time) and answers a field message, where the Date scalar would refuse the whole request
 * before the service ran, and hand the service a Date object its schema does not expect.
 */
export function inputType(field: Field, mode: 'create' | 'update'): string {
  const base = field.graphqlType === 'Date' || field.graphqlType === 'DateTime' ? 'String' : field.graphqlType
  return mode === 'create' && field.required && !field.hasDefault ? `${base}!` : base
}

/** A message key of the model's messages object: nameRequired, quantityWhole... */
const key = (field: Field, kind: string) => `${field.name}${kind}`

/** The messages this field's rule uses, as [key, text]. */
export function fieldMessages(field: Field): [string, string][] {
  const { label } = field
  const messages: [string, string][] = []
  if (field.enumValues) {
    messages.push([key(field, 'OneOf'), `${label} must be one of ${field.enumValues.join(', ')}`])
    return messages
  }
  switch (field.graphqlType) {
    case 'String':
      if (field.required && !field.hasDefault) messages.push([key(field, 'Required'), `${label} is required`])
      if (field.maxLength) messages.push([key(field, 'TooLong'), `${label} must be at most ${field.maxLength} characters`])
      break
    case 'Int':
      messages.push([key(field, 'Number'), `${label} must be a number`], [key(field, 'Whole'), `${label} must be a whole number`])
      break
    case 'Float':
      messages.push([key(field, 'Number'), `${label} must be a number`])
      break
    case 'Boolean':
      messages.push([key(field, 'YesOrNo'), `${label} must be yes or no`])
      break
    case 'Date':
      messages.push([key(field, 'Date'), `${label} must be a date (YYYY-MM-DD)`])
      break
    case 'DateTime':
      messages.push([key(field, 'DateTime'), `${label} must be a date and time`])
      break
    case 'JSON':
      if (field.required && !field.hasDefault) messages.push([key(field, 'Required'), `${label} is required`])
      break
  }
  return messages
}

/** The zod rule of the field in the create schema (the update schema is its .partial()). */
export function zodRule(field: Field, messages: string): string {
  const m = (kind: string) => `${messages}.${key(field, kind)}`
  let rule: string
  if (field.enumValues) {
    const values = field.enumValues.map((value) => `'${value}'`).join(', ')
    // An optional choice left on the form's empty option arrives as '': stored as none.
    if (!field.required) return `z.enum(['', ${values}], ${m('OneOf')}).nullish().transform((value) => value || null)`
    rule = `z.enum([${values}], ${m('OneOf')})`
  } else {
    switch (field.graphqlType) {
      case 'String': {
        const max = field.maxLength ? `.max(${field.maxLength}, ${m('TooLong')})` : ''
        if (field.required && !field.hasDefault) {
          // abort: a blank value gets "required" only, not "required" and another message.
          const min = max ? `.min(1, { error: ${m('Required')}, abort: true })` : `.min(1, ${m('Required')})`
          return `z.string({ error: ${m('Required')} }).trim()${min}${max}`
        }
        if (!field.required) return `z.string().trim()${max}.nullish().transform((value) => value || null)`
        rule = `z.string().trim()${max}`
        break
      }
      case 'Int':
        rule = `z.number({ error: ${m('Number')} }).int(${m('Whole')})`
        break
      case 'Float':
        rule = `z.number({ error: ${m('Number')} })`
        break
      case 'Boolean':
        rule = `z.boolean({ error: ${m('YesOrNo')} })`
        break
      case 'Date':
        rule = `z.iso.date(${m('Date')})`
        break
      case 'DateTime':
        rule = `z.iso.datetime({ offset: true, error: ${m('DateTime')} })`
        break
      case 'JSON':
        // Any JSON value (the API's JSON scalar parsed it). Not z.json(): its recursive type is
        // too deep for the form's field paths.
        if (field.required && !field.hasDefault) return `z.unknown().refine((value) => value != null, ${m('Required')})`
        return 'z.unknown().optional()'
    }
  }
  if (!field.required) return `${rule}.nullish()`
  if (field.hasDefault) return `${rule}.optional()`
  return rule
}

/** A valid value of the field as TypeScript source; `n` varies it between rows. */
export function sampleValue(field: Field, model: Model, n: number): string {
  // A made-up id would break the foreign key: an optional reference stays empty.
  if (field.references && !field.required) return 'null'
  if (field.enumValues) return `'${field.enumValues[(n - 1) % field.enumValues.length]}'`
  switch (field.graphqlType) {
    case 'String': {
      const text = `${model.Model} ${n} ${field.label.toLowerCase()}`
      return `'${field.maxLength ? text.slice(0, field.maxLength) : text}'`
    }
    case 'Int':
    case 'Float':
      return String(n)
    case 'Boolean':
      return n % 2 === 1 ? 'true' : 'false'
    case 'Date':
      return `'2024-05-0${n}'`
    case 'DateTime':
      return `'2024-05-0${n}T09:30:00.000Z'`
    case 'JSON':
      return `{ n: ${n} }`
  }
}

/** The value a row of the table holds for sampleValue (timestamps are Dates, numerics strings). */
export function sampleRowValue(field: Field, model: Model, n: number): string {
  const value = sampleValue(field, model, n)
  if (value === 'null') return value
  if (field.timestampAsDate) return `new Date(${value})`
  if (field.numericAsString) return `'${value}'`
  return value
}

/** An input the schema refuses, with the message it answers; null if the field has none. */
export function invalidSample(field: Field, messages: string): { value: string; message: string } | null {
  const m = (kind: string) => `${messages}.${key(field, kind)}`
  if (field.enumValues) return { value: `'not-a-${field.name}'`, message: m('OneOf') }
  switch (field.graphqlType) {
    case 'String':
      if (field.required && !field.hasDefault) return { value: `'   '`, message: m('Required') }
      if (field.maxLength) return { value: `'x'.repeat(${field.maxLength + 1})`, message: m('TooLong') }
      return null
    case 'Int':
      return { value: '1.5', message: m('Whole') }
    case 'Date':
      return { value: `'2024-02-30'`, message: m('Date') }
    case 'DateTime':
      return { value: `'yesterday'`, message: m('DateTime') }
    default:
      return null
  }
}

/** The form field component of the field (from components/ui/Form/Form), or null: not in forms. */
export function formFieldComponent(field: Field): string | null {
  if (field.isList || field.graphqlType === 'JSON') return null
  if (field.enumValues) return 'SelectField'
  switch (field.graphqlType) {
    case 'String':
      return /description|body|notes?|content|text|summary|details/i.test(field.name) ? 'TextAreaField' : 'TextField'
    case 'Int':
    case 'Float':
      return 'NumberField'
    case 'Boolean':
      return 'CheckboxField'
    case 'Date':
      return 'DateField'
    case 'DateTime':
      return 'DateTimeField'
    default:
      return null
  }
}

/**
 * The value the new-record form starts with (TypeScript source), or null: none (a required
 * number, date or choice starts empty, and the schema asks for it).
 */
export function formDefault(field: Field): string | null {
  if (field.defaultValue !== undefined && !field.timestampAsDate) return JSON.stringify(field.defaultValue).replace(/"/g, "'")
  if (field.graphqlType === 'Boolean') return 'false'
  if (field.graphqlType === 'String' && !field.enumValues) return "''"
  return field.required ? null : 'null'
}

/** `Widget` + `releasedOn` -> `WidgetReleasedOn`: for names built from a field. */
export const fieldPascal = (field: Field) => pascalCase(field.name)

/** A single-quoted TypeScript string literal. */
export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

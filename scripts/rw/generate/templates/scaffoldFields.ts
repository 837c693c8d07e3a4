// How a model's fields appear across the scaffold's web files: what the web selects, what names
// a record, what the list shows, how a value reads, and records for the tests' mocked answers.
import { sampleValue } from '../fields'
import type { Field, Model } from '../model'
import { humanize, paramCase } from '../names'

/** The fields the web reads (every one the SDL's type has). */
export const selection = (model: Model, indent: string) => model.fields.map((field) => `${indent}${field.name}`).join('\n')

/** What names a record in headings and labels: its name or title column, else "<Model> <id>". */
export function titleOf(model: Model, record: string): string {
  const field = titleField(model)
  return field ? `${record}.${field.name}` : `\`${humanize(model.Model)} \${${record}.${model.idField.name}}\``
}

export function titleField(model: Model): Field | undefined {
  const texts = model.fields.filter((field) => field.graphqlType === 'String' && !field.isList && field.required)
  return texts.find((field) => /^(name|title|label|subject)$/i.test(field.name)) ?? texts.find((field) => !field.enumValues)
}

/** The list's columns: plain fields, without long texts and the last-updated stamp. */
export const listFields = (model: Model) =>
  model.fields.filter(
    (field) => !field.isList && field.graphqlType !== 'JSON' && field.name !== 'updatedAt' && !isLongText(field),
  )

export const isLongText = (field: Field) =>
  field.graphqlType === 'String' && /description|body|notes?|content|text|summary|details/i.test(field.name)

/** How a value reads on screen (TypeScript source of a ReactNode). */
export function displayValue(field: Field, value: string): string {
  if (field.isList) return `${value}.join(', ')`
  switch (field.graphqlType) {
    case 'Boolean':
      return `${value} ? 'Yes' : 'No'`
    case 'Date':
    case 'DateTime':
      return `formatDate(${value})`
    case 'JSON':
      return `JSON.stringify(${value})`
    default:
      return value
  }
}

export const usesDates = (fields: Field[]) => fields.some((field) => !field.isList && (field.graphqlType === 'Date' || field.graphqlType === 'DateTime'))

/** A record as the API answers it (for tests' mocked answers): `{ __typename, id, ... }`. */
export function answeredRecord(model: Model, n: number, only?: string[]): string {
  const fields = only ? model.fields.filter((field) => only.includes(field.name)) : model.fields
  const values = fields.map((field) => {
    if (field.isPrimaryKey) return `${field.name}: ${keySample(model, n)}`
    if (field.isList) return `${field.name}: []`
    if (field.graphqlType === 'DateTime' && field.hasDefault) return `${field.name}: '2024-05-0${n}T01:30:00.000Z'`
    return `${field.name}: ${sampleValue(field, model, n)}`
  })
  return `{ __typename: '${model.Model}' as const, ${values.join(', ')} }`
}

/** The key of the n-th sample record: 1, or 'payment-term-1' for a text key. */
export const keySample = (model: Model, n: number) =>
  model.idField.graphqlType === 'Int' ? `${n}` : `'${paramCase(model.Model)}-${n}'`

/** The text the screen shows for a record's title (for tests). */
export function shownTitle(model: Model, n: number): string {
  const field = titleField(model)
  return field ? sampleValue(field, model, n).replace(/^'|'$/g, '') : `${humanize(model.Model)} ${keySample(model, n).replace(/'/g, '')}`
}

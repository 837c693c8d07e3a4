// The scaffold's form: <Model>Form on the one form wrapper with the shared zod schema, and its test.
import { formDefault, formFieldComponent, fieldMessages, sampleValue } from '../fields'
import type { Field, Model } from '../model'
import { humanize } from '../names'
import { messagesName, schemaName } from './validation'

/** Input fields the form shows (JSON and list columns have no field kind). */
export const formFields = (model: Model) => model.inputFields.filter((field) => formFieldComponent(field))

/**
 * Marked required: the schema refuses the form without a value. A NOT NULL column with a default
 * is still required here (the form always sends it), except text (blank is a value) and checkboxes.
 */
const isRequired = (field: Field) =>
  field.required && field.graphqlType !== 'Boolean' && !(field.hasDefault && field.graphqlType === 'String' && !field.enumValues)

function fieldJsx(field: Field) {
  const component = formFieldComponent(field)!
  // A text key is chosen once, on create.
  const required = (isRequired(field) ? ' required' : '') + (field.isPrimaryKey ? ' readOnly={!isNew}' : '')
  if (component === 'SelectField') {
    const options = field.enumValues!.map((value) => `{ value: '${value}', label: '${humanize(value)}' }`).join(', ')
    const placeholder = isRequired(field) || !field.required ? ` placeholder="Choose..."` : ''
    return `      <SelectField name="${field.name}" label="${field.label}"${required}${placeholder} options={[${options}]} />`
  }
  return `      <${component} name="${field.name}" label="${field.label}"${required} />`
}

export function formTemplate(model: Model) {
  const { Model } = model
  const fields = formFields(model)
  const components = [...new Set(['Form', 'SubmitButton', ...fields.map((field) => formFieldComponent(field)!)])].sort()
  const schema = schemaName(model)
  const keyInput = fields.some((field) => field.isPrimaryKey)
  return `// The ${humanize(Model).toLowerCase()} form, for new and edit: ${schema} checks it here and the service checks the same,
// so a message shows under its field before anything is sent; the server's refusals show there too.
import type { z } from 'zod'
import { ${schema}, type ${Model}Input } from '@common/validation/${model.models}'
import type { FormDefaults } from '@/components/ui/Form/Form'
import { ${components.join(', ')} } from '@/components/ui/Form/Form'

/** What the form submits: the schema's output (trimmed, blanks as null). */
export type ${Model}Values = z.output<typeof ${schema}>

export type ${Model}FormProps = {
  /** Where the fields start: a new ${humanize(Model).toLowerCase()}'s defaults, or the one being edited. */
  defaultValues: FormDefaults<${Model}Input>
  onSave: (values: ${Model}Values) => void
  /** The mutation's error: its field messages show under the fields. */
  error?: unknown
  loading: boolean${keyInput ? `
  /** A new ${humanize(Model).toLowerCase()}: its ${model.idField.label} may be typed (it cannot change later). */
  isNew?: boolean` : ''}
}

export function ${Model}Form({ defaultValues, onSave, error, loading${keyInput ? ', isNew = false' : ''} }: ${Model}FormProps) {
  return (
    <Form
      schema={${schema}}
      defaultValues={defaultValues}
      onSubmit={onSave}
      error={error}
      aria-label="${humanize(Model)}"
      className="max-w-2xl"
    >
${fields.map(fieldJsx).join('\n')}
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}
`
}

/** The new-record form's starting values, as `name: value` source (fields without one start empty). */
export const startingValues = (model: Model) => formFields(model).map((field) => `${field.name}: ${formDefault(field) ?? 'null'}`)

/** The values the new-record form starts from, on one line. */
export const newDefaults = (model: Model) => `{ ${startingValues(model).join(', ')} }`

export function formTestTemplate(model: Model) {
  const { Model } = model
  const fields = formFields(model)
  const messages = messagesName(model)
  const required = fields.find((field) => isRequired(field) && fieldMessages(field).some(([key]) => key.endsWith('Required')))
  // The fields the schema needs a value in; the rest keep the new form's defaults.
  const filled = fields.filter((field) => isRequired(field) && [null, 'null', "''"].includes(formDefault(field)))
  const usesFireEvent = filled.some((field) => ['DateField', 'DateTimeField'].includes(formFieldComponent(field)!))
  return `import { ${usesFireEvent ? 'fireEvent, ' : ''}render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
${required ? `import { ${messages} } from '@common/validation/${model.models}'\n` : ''}import { ${Model}Form } from './${Model}Form'

const blank = ${newDefaults(model)}

describe('${Model}Form', () => {
${
  required
    ? `  it('shows the schema\\'s message under a field it refuses, and sends nothing', async () => {
    const onSave = vi.fn()
    render(<${Model}Form defaultValues={blank} onSave={onSave} loading={false} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const field = screen.getByLabelText(${labelPattern(required)})
    await waitFor(() => expect(field).toHaveAccessibleDescription(${messages}.${required.name}Required))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(onSave).not.toHaveBeenCalled()
  })

`
    : ''
}  it('sends the values typed, as the schema gives them', async () => {
    const onSave = vi.fn()
    render(<${Model}Form defaultValues={blank} onSave={onSave} loading={false} />)
${filled.map((field) => `    ${fill(field, model)}`).join('\n')}
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toEqual({ ...blank${filled.map((field) => `, ${field.name}: ${sampleValue(field, model, 1)}`).join('')}${nullAfterParse(fields)} })
  })

  it('shows the server\\'s message for a field under that field', () => {
    const error = {
      graphQLErrors: [
        { message: 'Errors prevented this form from being saved', extensions: { code: 'BAD_USER_INPUT', properties: { messages: { ${fields[0].name}: ['Taken by another ${humanize(Model).toLowerCase()}'] } } } },
      ],
    }
    render(<${Model}Form defaultValues={blank} onSave={vi.fn()} error={error} loading={false} />)
    expect(screen.getByLabelText(${labelPattern(fields[0])})).toHaveAccessibleDescription('Taken by another ${humanize(Model).toLowerCase()}')
  })
})
`
}

/** The field's label as a user finds it (a required field's label ends with an asterisk). */
const labelPattern = (field: Field) => `/^${field.label}\\*?$/`

/** A user's way of giving the field its sample value (TypeScript source). */
function fill(field: Field, model: Model) {
  const input = `screen.getByLabelText(${labelPattern(field)})`
  const value = sampleValue(field, model, 1)
  switch (formFieldComponent(field)) {
    case 'SelectField':
      return `await userEvent.selectOptions(${input}, ${value})`
    case 'DateField':
      return `fireEvent.change(${input}, { target: { value: ${value} } })`
    case 'DateTimeField':
      // Typed as Manila wall-clock time: 17:30 in Manila is 09:30 UTC, the sample's instant.
      return `fireEvent.change(${input}, { target: { value: ${value.replace(/T09:30:00\.000Z'$/, "T17:30'")} } })`
    case 'NumberField':
      return `await userEvent.type(${input}, '${value}')`
    default:
      return `await userEvent.type(${input}, ${value})`
  }
}

/** Blank optional texts and choices reach onSave as null (the schema's transform). */
function nullAfterParse(fields: Field[]) {
  return fields
    .filter((field) => field.graphqlType === 'String' && !field.required)
    .map((field) => `, ${field.name}: null`)
    .join('')
}

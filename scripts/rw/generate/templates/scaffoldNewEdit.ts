// The scaffold's New<Model> (create, then the new record's page) and Edit<Model>Cell (load from
// the server, update, then the record's page), both on <Model>Form.
import type { Model } from '../model'
import { humanize } from '../names'
import { selection, titleOf } from './scaffoldFields'
import { formFields, startingValues } from './scaffoldForm'

/** Form values from a record, one per line: optional texts as '' (an input shows no null). */
function editDefaults(model: Model, record: string) {
  return formFields(model)
    .map((field) => {
      const value = `${record}.${field.name}`
      if (field.enumValues) return `    ${field.name}: ${value} as ${model.Model}Input['${field.name}'],`
      return `    ${field.name}: ${field.graphqlType === 'String' && !field.required ? `${value} ?? ''` : value},`
    })
    .join('\n')
}

export function newTemplate(model: Model) {
  const { Model, model: one, idField } = model
  return `// A new ${humanize(Model).toLowerCase()}: the form, create${Model}, then the new ${humanize(Model).toLowerCase()}'s page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { notifySuccess } from '@/lib/toast'
import type { Create${Model}Mutation, Create${Model}MutationVariables } from '@/types/graphql'
import type { ${Model}Input } from '@common/validation/${model.models}'
import { ${Model}Form, type ${Model}Values } from '../${Model}Form/${Model}Form'

export const CREATE_${model.entityType.toUpperCase()} = gql\`
  mutation Create${Model}($input: Create${Model}Input!) {
    create${Model}(input: $input) {
      ${idField.name}
    }
  }
\`

/** A new ${humanize(Model).toLowerCase()}'s form starts from the table's defaults. */
const blank: Partial<${Model}Input> = {
${startingValues(model)
  .map((line) => `  ${line},`)
  .join('\n')}
}

export function New${Model}() {
  const [create${Model}, { loading, error }] = useMutation<Create${Model}Mutation, Create${Model}MutationVariables>(CREATE_${model.entityType.toUpperCase()})

  const onSave = async (input: ${Model}Values) => {
    let created: Create${Model}Mutation['create${Model}'] | undefined
    try {
      created = (await create${Model}({ variables: { input } })).data?.create${Model}
    } catch {
      // The error is the mutation's \`error\`: the form shows it, with field messages on the fields.
      return
    }
    if (!created) return
    notifySuccess('${humanize(Model)} created')
    navigate(routes.${one}({ id: created.${idField.name} }))
  }

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New ${humanize(Model).toLowerCase()}</h1>
      <${Model}Form defaultValues={blank} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

export default New${Model}
`
}

export function editCellTemplate(model: Model) {
  const { Model, model: one, idField } = model
  const title = titleOf(model, one)
  return `// Change a ${humanize(Model).toLowerCase()}: load it (Edit${Model}), then the form and update${Model}, then its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { notifySuccess } from '@/lib/toast'
import type {
  Edit${Model}Query,
  Edit${Model}QueryVariables,
  Update${Model}Mutation,
  Update${Model}MutationVariables,
} from '@/types/graphql'
import type { ${Model}Input } from '@common/validation/${model.models}'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ${Model}Form, type ${Model}Values } from '../${Model}Form/${Model}Form'

export const QUERY = gql\`
  query Edit${Model}($id: Int!) {
    ${one}(id: $id) {
${selection(model, '      ')}
    }
  }
\`

export const UPDATE_${model.entityType.toUpperCase()} = gql\`
  mutation Update${Model}($id: Int!, $input: Update${Model}Input!) {
    update${Model}(id: $id, input: $input) {
${selection(model, '      ')}
    }
  }
\`

/** Empty shows when ${one} is null (no such id), so Success always has one. */
type Found = { ${one}: NonNullable<Edit${Model}Query['${one}']> }

export const Empty = () => <EmptyState title="${humanize(Model)} not found" description="It may have been deleted." />

export const Success = ({ ${one} }: CellSuccessProps<Edit${Model}QueryVariables, Found>) => {
  const [update${Model}, { loading, error }] = useMutation<Update${Model}Mutation, Update${Model}MutationVariables>(UPDATE_${model.entityType.toUpperCase()})

  const onSave = async (input: ${Model}Values) => {
    try {
      await update${Model}({ variables: { id: ${one}.${idField.name}, input } })
    } catch {
      // The error is the mutation's \`error\`: the form shows it, with field messages on the fields.
      return
    }
    notifySuccess('${humanize(Model)} saved')
    navigate(routes.${one}({ id: ${one}.${idField.name} }))
  }

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {${title}}</h1>
      <${Model}Form defaultValues={formValues(${one})} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

/** The form's starting values: the ${humanize(Model).toLowerCase()} as stored${model.inputFields.some((field) => field.enumValues) ? ' (a choice travels as a String; the schema checks it)' : ''}. */
function formValues(${one}: Found['${one}']): Partial<${Model}Input> {
  return {
${editDefaults(model, one)}
  }
}

export const Edit${Model}Cell = createCell<Edit${Model}QueryVariables, Edit${Model}Query, Found>({
  QUERY,
  // Always the server's copy: editing a stale one would send back old values.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'Edit${Model}Cell',
})

export default Edit${Model}Cell
`
}

// The scaffold's New<Model> (create, then the new record's page) and Edit<Model>Cell (load the
// fragment from the server, update, then the record's page), both on <Model>Form and submitThen.
import type { Model } from '../model'
import { humanize } from '../names'
import { comment, fragmentConst, keyIsInput, keyOf, type ScaffoldContext } from './scaffoldContext'
import { titleOf } from './scaffoldFields'
import { formFields, newDefaults } from './scaffoldForm'

/** Form values from a record, on one line: nullable values as null, choices as the schema's type. */
function editDefaults(model: Model, record: string, context: ScaffoldContext) {
  const values = formFields(model).map((field) => {
    const value = `${record}.${field.name}`
    if (field.enumValues || context.choices.includes(field.name)) return `${field.name}: ${value} as ${model.Model}Input['${field.name}']`
    return `${field.name}: ${field.required ? value : `${value} ?? null`}`
  })
  const line = `{ ${values.join(', ')} }`
  // Long ones one value a line, inside the form's props.
  return line.length <= 120 ? line : `{\n${values.map((value) => `          ${value},`).join('\n')}\n        }`
}

export function newTemplate(model: Model, context: ScaffoldContext) {
  const { Model, Models, model: one, idField } = model
  const label = humanize(Model).toLowerCase()
  const mutation = `CREATE_${model.entityType.toUpperCase()}`
  return `${comment(`${context.createLabel}: the form, create${Model}, then the new ${label}'s page.`)}
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import type { Create${Model}Mutation, Create${Model}MutationVariables } from '@/types/graphql'
import { submitThen } from '@/components/ui/Form/submitThen'
import { ${Model}Form, type ${Model}Values } from '../${Model}Form/${Model}Form'

export const ${mutation} = gql\`
  mutation Create${Model}($input: ${context.createInput}!) {
    create${Model}(input: $input) {
      ${idField.name}
    }
  }
\`

export function New${Model}() {
  const [create${Model}, { loading, error }] = useMutation<Create${Model}Mutation, Create${Model}MutationVariables>(${mutation}, {
    refetchQueries: ['Find${Models}'],
  })

  const onSave = submitThen(
    async (input: ${Model}Values) => (await create${Model}({ variables: { input } })).data?.create${Model},
    '${humanize(Model)} created',
    (created) => navigate(routes.${one}({ id: created.${idField.name} })),
  )

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">${context.createLabel}</h1>
      <${Model}Form defaultValues={${newDefaults(model)}}${keyIsInput(model) ? ' isNew' : ''} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}
`
}

export function editCellTemplate(model: Model, context: ScaffoldContext) {
  const { Model, Models, model: one, idField } = model
  const label = humanize(Model).toLowerCase()
  const fragment = fragmentConst(model)
  const mutation = `UPDATE_${model.entityType.toUpperCase()}`
  const key = keyOf(model).graphql
  const usesInputType = formFields(model).some((field) => field.enumValues || context.choices.includes(field.name))
  return `${comment(`Change a ${label}: load it (Edit${Model}), then the form and update${Model}, then its page.`)}
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
${usesInputType ? `import type { ${Model}Input } from '@common/validation/${model.models}'\n` : ''}import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { Edit${Model}Query, Edit${Model}QueryVariables, Update${Model}Mutation, Update${Model}MutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { submitThen } from '@/components/ui/Form/submitThen'
import { ${Model}Form, type ${Model}Values } from '../${Model}Form/${Model}Form'
import { ${fragment} } from '../${Model}Form/${one}Fields'

export const QUERY = gql\`
  query Edit${Model}($id: ${key}!) {
    ${one}(id: $id) {
      ...${Model}Fields
    }
  }
  \${${fragment}}
\`

// The save answers the record as its page shows it, so the page opens on the new values.
export const ${mutation} = gql\`
  mutation Update${Model}($id: ${key}!, $input: ${context.updateInput}!) {
    update${Model}(id: $id, input: $input) {
      ...${Model}Fields
${context.answered.map((name) => `      ${name}\n`).join('')}    }
  }
  \${${fragment}}
\`

type Found = { ${one}: NonNullable<Edit${Model}Query['${one}']> }

export const isEmpty = (data: Edit${Model}Query) => !data.${one}

export const Empty = () => (
  <EmptyState title="${humanize(Model)} not found" description="It may have been deleted." action={{ label: 'All ${humanize(Models).toLowerCase()}', to: routes.${model.models}() }} />
)

export const Success = ({ ${one} }: CellSuccessProps<Edit${Model}QueryVariables, Found>) => {
  const [update${Model}, { loading, error }] = useMutation<Update${Model}Mutation, Update${Model}MutationVariables>(${mutation}, {
    refetchQueries: ['Find${Models}'],
  })

  const onSave = submitThen(
    async (input: ${Model}Values) => update${Model}({ variables: { id: ${one}.${idField.name}, input } }),
    '${humanize(Model)} saved',
    () => navigate(routes.${one}({ id: ${one}.${idField.name} })),
  )

  return (
    <section>
      <h1 className="mb-6 break-words text-2xl font-semibold tracking-tight text-slate-900">Edit {${titleOf(model, one)}}</h1>
      <${Model}Form
        defaultValues={${editDefaults(model, one, context)}}${keyIsInput(model) ? '\n        isNew={false}' : ''}
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

export const Edit${Model}Cell = createCell<Edit${Model}QueryVariables, Edit${Model}Query, Found>({
  QUERY,
  // Always the server's copy: editing a stale one would send back old values.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  isEmpty,
  Empty,
  Success,
  displayName: 'Edit${Model}Cell',
})

export default Edit${Model}Cell
`
}

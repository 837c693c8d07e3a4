// The scaffold's detail: <Model>Cell (Find<Model>: the fragment and what the API answers beyond it)
// and <Model> (the shared RecordHeader with Edit and ConfirmDelete for those the access helper
// allows, and the shared DetailList), with the component's test.
import type { Model } from '../model'
import { humanize } from '../names'
import { comment, fragmentConst, fragmentFields, keyOf, type ScaffoldContext } from './scaffoldContext'
import { answeredRecord, displayValue, keySample, shownTitle, titleOf, usesDates } from './scaffoldFields'

export function detailCellTemplate(model: Model, context: ScaffoldContext) {
  const { Model, Models, model: one } = model
  const fragment = fragmentConst(model)
  return `${comment(`One ${humanize(Model).toLowerCase()} (Find${Model}), shown by the ${Model} component.`)}
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { Find${Model}Query, Find${Model}QueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ${Model} } from '../${Model}/${Model}'
import { ${fragment} } from '../${Model}Form/${one}Fields'

export const QUERY = gql\`
  query Find${Model}($id: ${keyOf(model).graphql}!) {
    ${one}(id: $id) {
      ...${Model}Fields
${context.answered.map((name) => `      ${name}\n`).join('')}    }
  }
  \${${fragment}}
\`

/** Empty shows when ${one} is null (no such id), so Success always has one. */
type Found = { ${one}: NonNullable<Find${Model}Query['${one}']> }

export const Empty = () => (
  <EmptyState title="${humanize(Model)} not found" description="It may have been deleted." action={{ label: 'All ${humanize(Models).toLowerCase()}', to: routes.${model.models}() }} />
)

export const Success = ({ ${one} }: CellSuccessProps<Find${Model}QueryVariables, Found>) => <${Model} ${one}={${one}} />

export const ${Model}Cell = createCell<Find${Model}QueryVariables, Find${Model}Query, Found>({
  QUERY,
  // Someone else may have changed it since: the cache shows at once, the server's copy follows.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'cache-and-network' as const }),
  Empty,
  Success,
  displayName: '${Model}Cell',
})

export default ${Model}Cell
`
}

/** The fields the detail lists: every answered one but the key (it is in the address). */
const detailFields = (model: Model, context: ScaffoldContext) => {
  const shown = new Set([...fragmentFields(model).map((field) => field.name), ...context.answered])
  return model.fields.filter((field) => !field.isPrimaryKey && shown.has(field.name))
}

export function detailTemplate(model: Model, context: ScaffoldContext) {
  const { Model, model: one, models } = model
  const label = humanize(Model).toLowerCase()
  const title = titleOf(model, one)
  const fields = detailFields(model, context)
  const details = fields
    .map((field) => {
      const value = `${one}.${field.name}`
      const base = displayValue(field, value)
      const shown = field.required ? `{${base}}` : `{${value} == null ? <None /> : ${base}}`
      return `        <Detail label="${field.label}">${shown}</Detail>`
    })
    .join('\n')
  const usesNone = fields.some((field) => !field.required)
  const mutation = `DELETE_${model.entityType.toUpperCase()}`
  return `${comment(
    `One ${label} as staff see it: every field, and Edit and Delete (after a confirmation) for those with the ` +
      `edit${Model} page flag. Deleting keeps a copy in the info log (the service writes it).`,
  )}
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
${usesDates(fields) ? "import { formatDate } from '@/lib/format'\n" : ''}import type { Delete${Model}Mutation, Delete${Model}MutationVariables, Find${Model}Query } from '@/types/graphql'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { Detail, DetailList${usesNone ? ', None' : ''} } from '@/components/ui/DetailList/DetailList'
import { RecordHeader } from '@/components/ui/RecordHeader/RecordHeader'
import { canEdit${Model} } from '../${one}Access'

export const ${mutation} = gql\`
  mutation Delete${Model}($id: ${keyOf(model).graphql}!) {
    delete${Model}(id: $id) {
      ${model.idField.name}
    }
  }
\`

export type ${Model}Record = NonNullable<Find${Model}Query['${one}']>

export function ${Model}({ ${one} }: { ${one}: ${Model}Record }) {
  const canEdit = canEdit${Model}(useCurrentUser())
  const [delete${Model}] = useMutation<Delete${Model}Mutation, Delete${Model}MutationVariables>(${mutation}, {
    // Gone from the server, gone from the cache: nothing may show it again.
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify(data.delete${Model}) })
    },
    refetchQueries: ['Find${model.Models}'],
  })

  const onDelete = async () => {
    await delete${Model}({ variables: { id: ${one}.${model.idField.name} } })
    navigate(routes.${models}())
  }

  return (
    <article className="space-y-8">
      <RecordHeader
        back={{ to: routes.${models}(), label: '${humanize(model.Models)}' }}
        title={${title}}
        strongBack
        editTo={canEdit ? routes.edit${Model}({ id: ${one}.${model.idField.name} }) : null}
        actions={
          <ConfirmDelete
            label="Delete"
            title={\`Delete \${${title}}?\`}
            confirmLabel="Delete ${label}"
            loadingLabel="Deleting..."
            success="${humanize(Model)} deleted"
            onConfirm={onDelete}
          >
            <p className="text-sm text-slate-600">This deletes the ${label} for everyone. It cannot be undone.</p>
          </ConfirmDelete>
        }
      />

      <DetailList>
${details}
      </DetailList>
    </article>
  )
}
`
}

export function detailTestTemplate(model: Model, context: ScaffoldContext) {
  const { Model, model: one, models, urlSegment, idField } = model
  const mutation = `DELETE_${model.entityType.toUpperCase()}`
  const title = shownTitle(model, 1)
  const key = keySample(model, 1)
  const path = `/${urlSegment}/${key.replace(/'/g, '')}`
  return `import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { ${mutation}, ${Model}, type ${Model}Record } from './${Model}'

const ${one}: ${Model}Record = ${answeredRecord(model, 1, [...fragmentFields(model).map((field) => field.name), ...context.answered])}
const editor = testUser({ pageAccess: { ${models}: true, ${one}: true, edit${Model}: true } })

describe('${Model}', () => {
  it('shows the ${humanize(Model).toLowerCase()}, and no Edit or Delete without the edit${Model} page flag', () => {
    renderWithProviders(<${Model} ${one}={${one}} />, { user: testUser({ pageAccess: { ${one}: true } }), route: '${path}' })
    expect(screen.getByRole('heading', { name: '${title}' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('deletes only once confirmed, then goes back to the list', async () => {
    const deleted = vi.fn(() => ({ data: { delete${Model}: { __typename: '${Model}' as const, ${idField.name}: ${key} } } }))
    renderWithProviders(<${Model} ${one}={${one}} />, {
      user: editor,
      route: '${path}',
      mocks: [{ request: { query: ${mutation}, variables: { id: ${key} } }, result: deleted }],
    })
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '${path}/edit')
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete ${title}?' })
    expect(deleted).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete ${humanize(Model).toLowerCase()}' }))
    await waitFor(() => expect(window.location.pathname).toBe('/${urlSegment}'))
    expect(deleted).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('${humanize(Model)} deleted')).toBeInTheDocument()
  })

  it('keeps the ${humanize(Model).toLowerCase()} when the delete is cancelled', async () => {
    renderWithProviders(<${Model} ${one}={${one}} />, { user: editor, route: '${path}' })
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(window.location.pathname).toBe('${path}')
  })
})
`
}

// The scaffold's detail: <Model>Cell (Find<Model>) and <Model> (every field, Edit, and Delete
// after a confirmation), with the component's test.
import type { Model } from '../model'
import { humanize } from '../names'
import { answeredRecord, displayValue, selection, shownTitle, titleOf, usesDates } from './scaffoldFields'

export function detailCellTemplate(model: Model) {
  const { Model, model: one } = model
  return `// One ${humanize(Model).toLowerCase()} (Find${Model}), shown by the ${Model} component.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { Find${Model}Query, Find${Model}QueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ${Model} } from '../${Model}/${Model}'

export const QUERY = gql\`
  query Find${Model}($id: Int!) {
    ${one}(id: $id) {
${selection(model, '      ')}
    }
  }
\`

/** Empty shows when ${one} is null (no such id), so Success always has one. */
type Found = { ${one}: NonNullable<Find${Model}Query['${one}']> }

export const Empty = () => (
  <EmptyState
    title="${humanize(Model)} not found"
    description="It may have been deleted."
    action={{ label: 'All ${humanize(model.Models).toLowerCase()}', to: routes.${model.models}() }}
  />
)

export const Success = ({ ${one} }: CellSuccessProps<Find${Model}QueryVariables, Found>) => <${Model} ${one}={${one}} />

export const ${Model}Cell = createCell<Find${Model}QueryVariables, Find${Model}Query, Found>({
  QUERY,
  Empty,
  Success,
  displayName: '${Model}Cell',
})

export default ${Model}Cell
`
}

export function detailTemplate(model: Model) {
  const { Model, model: one, models, idField } = model
  const label = humanize(Model).toLowerCase()
  const title = titleOf(model, one)
  const details = model.fields
    .map((field) => {
      const value = `${one}.${field.name}`
      const base =
        field.graphqlType === 'Boolean' && !field.isList
          ? `<Badge tone={${value} ? 'success' : 'outline'}>{${value} ? 'Yes' : 'No'}</Badge>`
          : displayValue(field, value)
      const shown = field.required ? base : `${value} == null ? <None /> : ${base}`
      return `        <Detail label="${field.label}">${shown.startsWith('<') ? shown : `{${shown}}`}</Detail>`
    })
    .join('\n')
  const hasNullable = model.fields.some((field) => !field.required)
  return `// One ${label} as the admin sees it: every field, and Edit and Delete (after a confirmation) for
// those with the edit${Model} page flag. Deleting keeps a copy in the info log (the service writes it).
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { useState, type ReactNode } from 'react'
import { useCurrentUser } from '@/auth'
${usesDates(model.fields) ? "import { formatDate } from '@/lib/format'\n" : ''}import { isPageAllowed } from '@/lib/pageAccess'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { Delete${Model}Mutation, Delete${Model}MutationVariables, Find${Model}Query } from '@/types/graphql'
${model.fields.some((field) => field.graphqlType === 'Boolean' && !field.isList) ? "import { Badge } from '@/components/ui/Badge/Badge'\n" : ''}import { Button, buttonClassName } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'

export const DELETE_${model.entityType.toUpperCase()} = gql\`
  mutation Delete${Model}($id: Int!) {
    delete${Model}(id: $id) {
      ${idField.name}
    }
  }
\`

export type ${Model}Record = NonNullable<Find${Model}Query['${one}']>

export function ${Model}({ ${one} }: { ${one}: ${Model}Record }) {
  const user = useCurrentUser()
  const canEdit = isPageAllowed('edit${Model}', user?.pageAccess)
  const [confirming, setConfirming] = useState(false)
  const [delete${Model}, { loading }] = useMutation<Delete${Model}Mutation, Delete${Model}MutationVariables>(DELETE_${model.entityType.toUpperCase()}, {
    // Gone from the server, gone from the cache: nothing may show it again.
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify(data.delete${Model}) })
    },
  })

  const onDelete = async () => {
    try {
      await delete${Model}({ variables: { id: ${one}.${idField.name} } })
    } catch (error) {
      setConfirming(false)
      notifyError(error)
      return
    }
    notifySuccess('${humanize(Model)} deleted')
    navigate(routes.${models}())
  }

  return (
    <article>
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{${title}}</h1>
        {canEdit && (
          <div className="flex gap-2">
            <Link to={routes.edit${Model}({ id: ${one}.${idField.name} })} className={buttonClassName('secondary', 'md')}>
              Edit
            </Link>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </div>
        )}
      </header>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 sm:px-6">
${details}
      </dl>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={\`Delete \${${title}}?\`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" loading={loading} loadingLabel="Deleting..." onClick={onDelete}>
              Delete
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-600">This deletes the ${label} for everyone. It cannot be undone.</p>
      </Modal>
    </article>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  )
}
${
  hasNullable
    ? `
function None() {
  return <span className="text-slate-400">None</span>
}
`
    : ''
}`
}

export function detailTestTemplate(model: Model) {
  const { Model, model: one, models, urlSegment, idField } = model
  const mutation = `DELETE_${model.entityType.toUpperCase()}`
  const title = shownTitle(model, 1)
  return `import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { ${mutation}, ${Model}, type ${Model}Record } from './${Model}'

const ${one}: ${Model}Record = ${answeredRecord(model, 1)}
const editor = testUser({ pageAccess: { ${models}: true, ${one}: true, edit${Model}: true } })

describe('${Model}', () => {
  it('shows the ${humanize(Model).toLowerCase()}, and no Edit or Delete without the edit${Model} page flag', () => {
    renderWithProviders(<${Model} ${one}={${one}} />, { user: testUser({ pageAccess: { ${one}: true } }), route: '/${urlSegment}/1' })
    expect(screen.getByRole('heading', { name: '${title}' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('deletes only once confirmed, then goes back to the list', async () => {
    const deleted = vi.fn(() => ({ data: { delete${Model}: { __typename: '${Model}', ${idField.name}: 1 } } }))
    renderWithProviders(<${Model} ${one}={${one}} />, {
      user: editor,
      route: '/${urlSegment}/1',
      mocks: [{ request: { query: ${mutation}, variables: { id: 1 } }, result: deleted }],
    })
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/${urlSegment}/1/edit')
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete ${title}?' })
    expect(deleted).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(window.location.pathname).toBe('/${urlSegment}'))
    expect(deleted).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('${humanize(Model)} deleted')).toBeInTheDocument()
  })

  it('keeps the ${humanize(Model).toLowerCase()} when the delete is cancelled', async () => {
    renderWithProviders(<${Model} ${one}={${one}} />, { user: editor, route: '/${urlSegment}/1' })
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(window.location.pathname).toBe('/${urlSegment}/1')
  })
})
`
}

// The scaffold's list: <Models>Cell (one server page of Find<Models>) and <Models> (the table on
// the shared DataTable, sorted and paged through the address), with the table's test.
import type { Model } from '../model'
import { humanize } from '../names'
import { answeredRecord, displayValue, listFields, selection, shownTitle, titleOf, usesDates } from './scaffoldFields'

export function listCellTemplate(model: Model) {
  const { Model, Models, models } = model
  const label = humanize(Models).toLowerCase()
  return `// The ${label} list: one page of Find${Models} (the page passes useServerTable().variables), shown
// by the ${Models} table.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import { isPageAllowed } from '@/lib/pageAccess'
import type { Find${Models}Query, Find${Models}QueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ${Models} } from '../${Models}/${Models}'

export const QUERY = gql\`
  query Find${Models}($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder) {
    ${models}(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder) {
      items {
${selection(model, '        ')}
      }
      totalCount
      page
      pageSize
    }
  }
\`

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: Find${Models}Query) => data.${models}.totalCount === 0

export const Empty = () => {
  const user = useCurrentUser()
  const canCreate = isPageAllowed('new${Model}', user?.pageAccess)
  return (
    <EmptyState
      title="No ${label} yet"
      action={canCreate ? { label: 'New ${humanize(Model).toLowerCase()}', to: routes.new${Model}() } : undefined}
    />
  )
}

export const Success = ({ ${models} }: CellSuccessProps<Find${Models}QueryVariables, Find${Models}Query>) => (
  <${Models} ${models}={${models}.items} totalCount={${models}.totalCount} />
)

export const ${Models}Cell = createCell<Find${Models}QueryVariables, Find${Models}Query>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: '${Models}Cell',
})

export default ${Models}Cell
`
}

export function listTemplate(model: Model) {
  const { Model, Models, models, idField } = model
  const fields = listFields(model)
  const columns = fields
    .map((field) => {
      const shown = displayValue(field, `row.${field.name}`)
      const cell = shown === `row.${field.name}` ? '' : `, cell: (row) => ${shown}`
      const hideable = field.isPrimaryKey ? ', hideable: false' : ''
      return `  { key: '${field.name}', header: '${field.label}', sortable: true${hideable}${cell} },`
    })
    .join('\n')
  const title = titleOf(model, 'row')
  return `// The ${humanize(Models).toLowerCase()} table: one server page, sorted and paged through the address
// (useServerTable), with Show and Edit on each row.
import { Link, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
${usesDates(fields) ? "import { formatDate } from '@/lib/format'\n" : ''}import { isPageAllowed } from '@/lib/pageAccess'
import type { Find${Models}Query } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { useServerTable } from '@/components/ui/DataTable/useServerTable'

export type ${Model}Row = Find${Models}Query['${models}']['items'][number]

const columns: DataTableColumn<${Model}Row>[] = [
${columns}
]

export function ${Models}({ ${models}, totalCount }: { ${models}: ${Model}Row[]; totalCount: number }) {
  const { tableProps } = useServerTable()
  const user = useCurrentUser()
  const canEdit = isPageAllowed('edit${Model}', user?.pageAccess)
  return (
    <DataTable<${Model}Row>
      {...tableProps}
      label="${humanize(Models)}"
      columns={columns}
      rows={${models}}
      totalCount={totalCount}
      primaryKey="${idField.name}"
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <Link to={routes.${model.model}({ id: row.${idField.name} })} className={buttonClassName('secondary', 'sm')}>
            Show<span className="sr-only"> {${title}}</span>
          </Link>
          {canEdit && (
            <Link to={routes.edit${Model}({ id: row.${idField.name} })} className={buttonClassName('secondary', 'sm')}>
              Edit<span className="sr-only"> {${title}}</span>
            </Link>
          )}
        </div>
      )}
    />
  )
}
`
}

export function listTestTemplate(model: Model) {
  const { Model, Models, models, urlSegment } = model
  return `import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { ${Models}, type ${Model}Row } from './${Models}'

const rows: ${Model}Row[] = [${answeredRecord(model, 2)}, ${answeredRecord(model, 1)}]

describe('${Models}', () => {
  it('shows one row per ${humanize(Model).toLowerCase()} and where the page is in the list', () => {
    renderWithProviders(<${Models} ${models}={rows} totalCount={12} />, { user: testUser(), route: '/${urlSegment}' })
    const table = screen.getByRole('table', { name: '${humanize(Models)}' })
    const bodyRows = within(table).getAllByRole('row').slice(1)
    expect(bodyRows).toHaveLength(2)
    expect(bodyRows[0]).toHaveTextContent('${shownTitle(model, 2)}')
    expect(bodyRows[1]).toHaveTextContent('${shownTitle(model, 1)}')
    expect(screen.getByText('1-10 of 12 items')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Show ${shownTitle(model, 1)}' })).toHaveAttribute('href', '/${urlSegment}/1')
  })

  it('offers Edit only with the edit${Model} page flag', () => {
    const { unmount } = renderWithProviders(<${Models} ${models}={rows} totalCount={2} />, { user: testUser(), route: '/${urlSegment}' })
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull()
    unmount()
    renderWithProviders(<${Models} ${models}={rows} totalCount={2} />, {
      user: testUser({ pageAccess: { edit${Model}: true } }),
      route: '/${urlSegment}',
    })
    expect(screen.getByRole('link', { name: 'Edit ${shownTitle(model, 2)}' })).toHaveAttribute('href', '/${urlSegment}/2/edit')
  })
})
`
}

// The scaffold's list: <Models>Cell, one server page of Find<Models> (the fragment, plus what the
// list shows beyond it) with its columns inside the cell on the shared ServerDataTable (sorted and
// paged through the address), Show and Edit per row; Empty tells "none yet" from "none match", and
// offers the create button to those the access helper allows. And the cell's test.
import type { Field, Model } from '../model'
import { humanize } from '../names'
import { comment, fragmentConst, fragmentFields, type ScaffoldContext } from './scaffoldContext'
import { answeredRecord, displayValue, keySample, listFields, shownTitle, titleField, titleOf, usesDates } from './scaffoldFields'
import { searchedWords } from './scaffoldAccess'

/** The list's columns: the record's name first (its link), then the other plain columns. */
function columnsOf(model: Model) {
  const title = titleField(model)
  const first = title ?? model.idField
  const rest = listFields(model).filter((field) => field !== first && !(field.isPrimaryKey && title))
  return { first, rest }
}

/** Fields the list shows that the fragment does not hold (createdAt ...). */
const listExtras = (model: Model, shown: Field[]) => {
  const fragment = new Set(fragmentFields(model).map((field) => field.name))
  return shown.filter((field) => !fragment.has(field.name))
}

export function listCellTemplate(model: Model, context: ScaffoldContext) {
  const { Model, Models, model: one, models } = model
  const label = humanize(Models).toLowerCase()
  const row = `${Model}Row`
  const { first, rest } = columnsOf(model)
  const extras = listExtras(model, [first, ...rest])
  const columns = rest.map((field) => {
    const shown = displayValue(field, `row.${field.name}`)
    const cell = shown === `row.${field.name}` ? '' : `, cell: (row) => ${field.required ? shown : `(row.${field.name} == null ? <None /> : ${shown})`}`
    return `  { key: '${field.name}', header: '${field.label}', sortable: true${cell} },`
  })
  const usesNone = rest.some((field) => !field.required && displayValue(field, `row.${field.name}`) !== `row.${field.name}`)
  const title = titleOf(model, 'row')
  const fragment = fragmentConst(model)
  return `${comment(
    `The ${label} list: one page of Find${Models} (the page passes useServerTable().variables and the search) in the ` +
      `shared table, with Show, and Edit for those the access helper allows.`,
  )}
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
${usesDates([first, ...rest]) ? "import { formatDate } from '@/lib/format'\n" : ''}import type { Find${Models}Query, Find${Models}QueryVariables } from '@/types/graphql'
import type { DataTableColumn } from '@/components/ui/DataTable/DataTable'
import { recordColumn, RowLink } from '@/components/ui/DataTable/RowActions'
import { ServerDataTable } from '@/components/ui/DataTable/ServerDataTable'
${usesNone ? "import { None } from '@/components/ui/DetailList/DetailList'\n" : ''}import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreate${Model}, canEdit${Model} } from '../${one}Access'
import { ${fragment} } from '../${Model}Form/${one}Fields'

export const QUERY = gql\`
  query Find${Models}($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder, $search: String) {
    ${models}(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder, search: $search) {
      items {
        ...${Model}Fields
${extras.map((field) => `        ${field.name}\n`).join('')}      }
      totalCount
      page
      pageSize
    }
  }
  \${${fragment}}
\`

export type ${row} = Find${Models}Query['${models}']['items'][number]

const columns: DataTableColumn<${row}>[] = [
  recordColumn<${row}>('${first.name}', '${first.label === 'Id' ? 'ID' : first.label}', (row) => routes.${one}({ id: row.${model.idField.name} }), (row) => ${titleOf(model, 'row').startsWith('`') ? title : `row.${first.name}`}),
${columns.join('\n')}
]

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: Find${Models}Query) => data.${models}.totalCount === 0

export const Empty = ({ search }: Find${Models}QueryVariables) => {
  const user = useCurrentUser()
  if (search) return <EmptyState title="No ${label} match" description={\`Nothing has the ${searchedWords(model)} "\${search}".\`} />
  return <EmptyState title="No ${label} yet" action={canCreate${Model}(user) ? { label: '${context.createLabel}', to: routes.new${Model}() } : undefined} />
}

export const Success = ({ ${models} }: CellSuccessProps<Find${Models}QueryVariables, Find${Models}Query>) => {
  const canEdit = canEdit${Model}(useCurrentUser())
  return (
    <ServerDataTable<${row}>
      label="${humanize(Models)}"
      columns={columns}
      list={${models}}
      rowActions={(row) => (
        <div className="flex justify-end gap-2">
          <RowLink to={routes.${one}({ id: row.${model.idField.name} })} name={${title}}>
            Show
          </RowLink>
          {canEdit && (
            <RowLink to={routes.edit${Model}({ id: row.${model.idField.name} })} name={${title}}>
              Edit
            </RowLink>
          )}
        </div>
      )}
    />
  )
}

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

export function listCellTestTemplate(model: Model, context: ScaffoldContext) {
  const { Model, Models, models, urlSegment } = model
  const key = (n: number) => keySample(model, n).replace(/'/g, '')
  const { first, rest } = columnsOf(model)
  const shown = [...fragmentFields(model), ...listExtras(model, [first, ...rest])].map((field) => field.name)
  const flag = /^[a-z_][a-z0-9_]*$/i.test(context.createFlag) ? context.createFlag : `'${context.createFlag}'`
  return `import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { Empty, Success, type ${Model}Row } from './${Models}Cell'

const rows: ${Model}Row[] = [${answeredRecord(model, 2, shown)}, ${answeredRecord(model, 1, shown)}]
const list = { __typename: '${Model}List' as const, items: rows, totalCount: 12, page: 1, pageSize: 10 }
const route = '/${urlSegment}'
/** Success as the cell renders it (its loading-state props are not what this test is about). */
const success = (answer: typeof list) => <Success {...({ ${models}: answer } as unknown as Parameters<typeof Success>[0])} />

describe('${Models}Cell', () => {
  it('shows one row per ${humanize(Model).toLowerCase()}, linked to its page, and where the page is in the list', () => {
    renderWithProviders(success(list), { user: testUser(), route })
    const table = screen.getByRole('table', { name: '${humanize(Models)}' })
    const bodyRows = within(table).getAllByRole('row').slice(1)
    expect(bodyRows).toHaveLength(2)
    expect(bodyRows[0]).toHaveTextContent('${shownTitle(model, 2)}')
    expect(bodyRows[1]).toHaveTextContent('${shownTitle(model, 1)}')
    expect(screen.getByText('1-10 of 12 items')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Show ${shownTitle(model, 1)}' })).toHaveAttribute('href', \`\${route}/${key(1)}\`)
  })

  it('offers Edit only with the edit${Model} page flag', () => {
    const { unmount } = renderWithProviders(success(list), { user: testUser(), route })
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull()
    unmount()
    renderWithProviders(success(list), { user: testUser({ pageAccess: { edit${Model}: true } }), route })
    expect(screen.getByRole('link', { name: 'Edit ${shownTitle(model, 2)}' })).toHaveAttribute('href', \`\${route}/${key(2)}/edit\`)
  })

  it('offers "${context.createLabel}" on an empty list only with the new${Model} page and the ${context.createFlag} function flag', () => {
    const { unmount } = renderWithProviders(<Empty />, { user: testUser({ pageAccess: { new${Model}: true } }), route })
    expect(screen.getByText('No ${humanize(Models).toLowerCase()} yet')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '${context.createLabel}' })).toBeNull()
    unmount()
    renderWithProviders(<Empty />, { user: testUser({ pageAccess: { new${Model}: true }, functionAccess: { ${flag}: true } }), route })
    expect(screen.getByRole('link', { name: '${context.createLabel}' })).toHaveAttribute('href', \`\${route}/new\`)
  })

  it('says when a search matches nothing', () => {
    renderWithProviders(<Empty search="zzz" />, { user: testUser(), route })
    expect(screen.getByText('No ${humanize(Models).toLowerCase()} match')).toBeInTheDocument()
  })
})
`
}

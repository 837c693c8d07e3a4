// `g cell`: QUERY (a uniquely named operation) with Loading, Empty, Failure and Success on
// createCell, typed by the operation's generated types, and a test of what it shows.
import { humanize } from '../names'
import type { ShownField } from '../schemaFields'

export type CellOptions = {
  /** Widget / Widgets (the cell is <name>Cell) */
  name: string
  /** The Query field: widget / widgets */
  field: string
  fields: ShownField[]
  isList: boolean
  /** The list answers { items totalCount page pageSize } and takes page, pageSize, sortBy, sortOrder. */
  paginated: boolean
  /** The single-record field takes id: Int!. */
  byId: boolean
  /** GraphQL type names of one record and of the field's result (for the test's mocked answer). */
  typeName: string
  resultTypeName: string
}

/** The cell's operation name: Find<Name>, unique in web/src. */
export const cellOperation = ({ name }: Pick<CellOptions, 'name'>) => `Find${name}`
const operation = cellOperation

function selection(fields: ShownField[], indent: string) {
  return fields.map((field) => `${indent}${field.name}`).join('\n')
}

function queryText(options: CellOptions) {
  const { field, fields, isList, paginated, byId } = options
  if (isList && paginated) {
    return `  query ${operation(options)}($page: Int, $pageSize: Int, $sortBy: String, $sortOrder: SortOrder) {
    ${field}(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder) {
      items {
${selection(fields, '        ')}
      }
      totalCount
      page
      pageSize
    }
  }`
  }
  const args = byId ? '($id: Int!)' : ''
  return `  query ${operation(options)}${args} {
    ${field}${byId ? '(id: $id)' : ''} {
${selection(fields, '      ')}
    }
  }`
}

/** How a value shows in a cell: dates in the product's format, yes/no for booleans. */
function shown(field: ShownField, value: string) {
  if (field.isList) return `${value}.join(', ')`
  if (field.scalar === 'Date' || field.scalar === 'DateTime') return `formatDate(${value})`
  if (field.scalar === 'Boolean') return `${value} ? 'Yes' : 'No'`
  if (field.scalar === 'JSON' || field.scalar === 'JSONObject') return `JSON.stringify(${value})`
  return value
}

const usesFormatDate = (fields: ShownField[]) => fields.some((field) => !field.isList && (field.scalar === 'Date' || field.scalar === 'DateTime'))

export function cellTemplate(options: CellOptions) {
  const { name, field, fields, isList, paginated } = options
  const query = `${operation(options)}Query`
  const variables = `${operation(options)}QueryVariables`
  const hasVariables = (isList && paginated) || (!isList && options.byId)
  const props = hasVariables ? variables : 'Record<string, never>'
  const imports = [
    `import { gql } from '@apollo/client'`,
    `import { createCell, type CellSuccessProps } from '@/lib/cell'`,
    usesFormatDate(fields) ? `import { formatDate } from '@/lib/format'` : '',
    `import type { ${query}${hasVariables ? `, ${variables}` : ''} } from '@/types/graphql'`,
    isList ? `import { DataTable, type DataTableColumn } from '@/components/ui/DataTable/DataTable'` : '',
    isList && paginated ? `import { useServerTable } from '@/components/ui/DataTable/useServerTable'` : '',
    `import { EmptyState } from '@/components/ui/EmptyState/EmptyState'`,
  ].filter(Boolean)

  if (isList) {
    const rows = paginated ? `${field}.items` : field
    const row = paginated ? `${query}['${field}']['items'][number]` : `${query}['${field}'][number]`
    const columns = fields
      .map((f) => {
        const cell = shown(f, `row.${f.name}`)
        return `  { key: '${f.name}', header: '${humanize(f.name)}'${paginated ? ', sortable: true' : ''}${cell === `row.${f.name}` ? '' : `, cell: (row) => ${cell}`} },`
      })
      .join('\n')
    return `// ${humanize(field)}${paginated ? ', a page at a time (the page passes useServerTable().variables)' : ''}: say here what the list is for.
${imports.join('\n')}

export const QUERY = gql\`
${queryText(options)}
\`

type Row = ${row}

const columns: DataTableColumn<Row>[] = [
${columns}
]

${paginated ? `// An empty page of a longer list is not an empty list: Empty only when there are none at all.
export const isEmpty = (data: ${query}) => data.${field}.totalCount === 0
` : ''}
export const Empty = () => <EmptyState title="No ${humanize(field).toLowerCase()} yet" />

export const Success = ({ ${field} }: CellSuccessProps<${props}, ${query}>) => {
${paginated ? `  const { tableProps } = useServerTable()
  return <DataTable<Row> label="${humanize(field)}" columns={columns} rows={${rows}} totalCount={${field}.totalCount} {...tableProps} />` : `  return <DataTable<Row> label="${humanize(field)}" columns={columns} rows={${rows}} />`}
}

export const ${name}Cell = createCell<${props}, ${query}>({
  QUERY,
${paginated ? '  isEmpty,\n' : ''}  Empty,
  Success,
  displayName: '${name}Cell',
})

export default ${name}Cell
`
  }

  const details = fields
    .map(
      (f) => `    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">${humanize(f.name)}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{${shown(f, `${field}.${f.name}`)}}</dd>
    </div>`,
    )
    .join('\n')
  return `// One ${humanize(field).toLowerCase()} (Query.${field}): say here what it shows.
// As it grows, hand the data to a plain component beside this cell.
${imports.join('\n')}

export const QUERY = gql\`
${queryText(options)}
\`

/** Empty shows when ${field} is null, so Success always has one. */
type Found = { ${field}: NonNullable<${query}['${field}']> }

export const Empty = () => <EmptyState title="${humanize(name)} not found" />

export const Success = ({ ${field} }: CellSuccessProps<${props}, Found>) => (
  <dl className="divide-y divide-slate-100">
${details}
  </dl>
)

export const ${name}Cell = createCell<${props}, ${query}, Found>({
  QUERY,
  Empty,
  Success,
  displayName: '${name}Cell',
})

export default ${name}Cell
`
}

/** A value of a field for the test's mocked answer, and the text it shows as. */
function mockValue(field: ShownField, n: number): { value: string; text: string } {
  const one = (() => {
    switch (field.scalar) {
      case 'Int':
        return { value: String(n), text: String(n) }
      case 'Float':
        return { value: `${n}.5`, text: `${n}.5` }
      case 'Boolean':
        return { value: 'true', text: 'Yes' }
      case 'Date':
        return { value: `'2024-05-0${n}'`, text: '' }
      case 'DateTime':
        return { value: `'2024-05-0${n}T01:30:00.000Z'`, text: '' }
      case 'JSON':
      case 'JSONObject':
        return { value: '{}', text: '' }
      default:
        return { value: `'${humanize(field.name)} ${n}'`, text: `${humanize(field.name)} ${n}` }
    }
  })()
  return field.isList ? { value: `[${one.value}]`, text: one.text } : one
}

export function cellTestTemplate(options: CellOptions) {
  const { name, field, fields, isList, paginated, byId, typeName, resultTypeName } = options
  const record = (n: number) => `{ __typename: '${typeName}', ${fields.map((f) => `${f.name}: ${mockValue(f, n).value}`).join(', ')} }`
  // The text a user finds: a String field's value if there is one, else the first field's.
  const probe = fields.find((f) => f.scalar === 'String' && !f.isList) ?? fields[0]
  const text = (n: number) => mockValue(probe, n).text || String(n)
  const cellProps = isList ? (paginated ? ' page={1} pageSize={10} sortBy={null} sortOrder={null}' : '') : byId ? ' id={1}' : ''
  const variables = isList ? (paginated ? 'variables: { page: 1, pageSize: 10, sortBy: null, sortOrder: null }, ' : '') : byId ? 'variables: { id: 1 }, ' : ''
  const answer = isList
    ? paginated
      ? `{ ${field}: { __typename: '${resultTypeName}', items: [${record(1)}, ${record(2)}], totalCount: 2, page: 1, pageSize: 10 } }`
      : `{ ${field}: [${record(1)}, ${record(2)}] }`
    : `{ ${field}: ${record(1)} }`
  const empty = isList
    ? paginated
      ? `{ ${field}: { __typename: '${resultTypeName}', items: [], totalCount: 0, page: 1, pageSize: 10 } }`
      : `{ ${field}: [] }`
    : `{ ${field}: null }`
  return `import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import type { ${operation(options)}Query } from '@/types/graphql'
import { ${name}Cell, QUERY } from './${name}Cell'

const answer = (data: ${operation(options)}Query) => ({ request: { query: QUERY, ${variables}}, result: { data } })

describe('${name}Cell', () => {
  it('shows what the server answers', async () => {
    renderWithProviders(<${name}Cell${cellProps} />, { mocks: [answer(${answer})] })
    expect(await screen.findByText('${text(1)}')).toBeInTheDocument()${isList ? `\n    expect(screen.getByText('${text(2)}')).toBeInTheDocument()` : ''}
  })

  it('says when there is nothing to show', async () => {
    renderWithProviders(<${name}Cell${cellProps} />, { mocks: [answer(${empty})] })
    expect(await screen.findByText('${isList ? `No ${humanize(field).toLowerCase()} yet` : `${humanize(name)} not found`}')).toBeInTheDocument()
  })
})
`
}

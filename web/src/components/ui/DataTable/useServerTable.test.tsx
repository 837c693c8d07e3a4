import { LocationProvider } from '@redwoodjs/router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { DataTable, type DataTableColumn } from './DataTable'
import { useServerTable, type ServerTableVariables } from './useServerTable'

type Funnel = { id: number; name: string }
const funnels: Funnel[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Funnel ${String(i + 1).padStart(2, '0')}` }))
const columns: DataTableColumn<Funnel>[] = [
  { key: 'id', header: 'ID', sortable: true },
  { key: 'name', header: 'Name', sortable: true },
]

// What paginate() answers for the variables: one sorted page and the total.
function serverPage({ page, pageSize, sortBy, sortOrder }: ServerTableVariables) {
  const sorted = [...funnels]
  if (sortBy === 'id' || sortBy === 'name') {
    const key = sortBy
    sorted.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sortOrder === 'desc' ? -1 : 1))
  }
  return { items: sorted.slice((page - 1) * pageSize, page * pageSize), totalCount: funnels.length }
}

function FunnelList() {
  const { variables, tableProps } = useServerTable()
  const { items, totalCount } = serverPage(variables)
  return (
    <>
      <output aria-label="Variables">{JSON.stringify(variables)}</output>
      <DataTable {...tableProps} label="Funnels" columns={columns} rows={items} totalCount={totalCount} primaryKey="id" />
    </>
  )
}

function renderList(url: string) {
  window.history.replaceState({}, '', url)
  render(
    <LocationProvider>
      <FunnelList />
    </LocationProvider>,
  )
}

const variables = () => JSON.parse(screen.getByRole('status', { name: 'Variables' }).textContent ?? '')
const firstIds = () =>
  within(screen.getByRole('table', { name: 'Funnels' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent)

beforeEach(() => window.history.replaceState({}, '', '/'))

describe('useServerTable', () => {
  it('asks for the first page of 10, unsorted, on a clean address', () => {
    renderList('/funnels')
    expect(variables()).toEqual({ page: 1, pageSize: 10, sortBy: null, sortOrder: null })
    expect(screen.getByText('1-10 of 23 items')).toBeInTheDocument()
  })

  it('keeps the page in ?page= and asks the server for it', async () => {
    renderList('/funnels?status=open')
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(window.location.search).toBe('?status=open&page=2')
    expect(variables()).toMatchObject({ page: 2 })
    expect(firstIds()[0]).toBe('11')
    expect(screen.getByText('11-20 of 23 items')).toBeInTheDocument()
  })

  it('keeps the sort in ?sortBy=&sortOrder= and goes back to page 1 in one step', async () => {
    renderList('/funnels?page=2')
    const historyBefore = window.history.length
    const id = screen.getByRole('columnheader', { name: /ID/ })
    await userEvent.click(within(id).getByRole('button'))
    expect(window.location.search).toBe('?sortBy=id&sortOrder=asc')
    expect(window.history.length).toBe(historyBefore + 1)
    await userEvent.click(within(id).getByRole('button'))
    expect(window.location.search).toBe('?sortBy=id&sortOrder=desc')
    expect(variables()).toEqual({ page: 1, pageSize: 10, sortBy: 'id', sortOrder: 'desc' })
    expect(id).toHaveAttribute('aria-sort', 'descending')
    expect(firstIds().slice(0, 2)).toEqual(['23', '22'])
  })

  it('shows the page and sort a shared link names', () => {
    renderList('/funnels?page=3&sortBy=name&sortOrder=desc')
    expect(variables()).toEqual({ page: 3, pageSize: 10, sortBy: 'name', sortOrder: 'desc' })
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    expect(firstIds()).toEqual(['3', '2', '1'])
  })

  it('reads a bad page as 1, and a sort order without a column as no sort', () => {
    renderList('/funnels?page=abc&sortOrder=desc')
    expect(variables()).toEqual({ page: 1, pageSize: 10, sortBy: null, sortOrder: null })
  })

  it('sorts ascending when the order is missing or unknown', () => {
    renderList('/funnels?sortBy=name&sortOrder=sideways')
    expect(variables()).toMatchObject({ sortBy: 'name', sortOrder: 'asc' })
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending')
  })
})

import { LocationProvider, navigate } from '@redwoodjs/router'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TABLE_COLUMNS_STORAGE_KEY } from './columnPreferences'
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable'

type Funnel = { id: number; name: string; price: number }

const funnels: Funnel[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Funnel ${String.fromCharCode(65 + (i % 26))}`,
  price: (i * 7) % 10,
}))

const columns: DataTableColumn<Funnel>[] = [
  { key: 'id', header: 'Funnel', sortable: true },
  { key: 'name', header: 'Name', sortable: true },
  { key: 'price', header: 'Price', cell: (f) => `₱${f.price}` },
]

function Table(props: Partial<DataTableProps<Funnel>>) {
  return <DataTable<Funnel> label="Funnels" columns={columns} rows={funnels} primaryKey="id" {...props} />
}

function renderTable(props: Partial<DataTableProps<Funnel>> = {}, url = '/enroll-user/7') {
  window.history.replaceState({}, '', url)
  const utils = render(
    <LocationProvider>
      <Table {...props} />
    </LocationProvider>,
  )
  const rerender = (next: Partial<DataTableProps<Funnel>>) =>
    utils.rerender(
      <LocationProvider>
        <Table {...next} />
      </LocationProvider>,
    )
  return { ...utils, rerender }
}

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Funnels' })
  return within(table).getAllByRole('row').slice(1)
}

function firstColumn() {
  return bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)
}

beforeEach(() => window.history.replaceState({}, '', '/'))

describe('DataTable', () => {
  it('shows 10 rows a page with the pager text, and pages through ?page=', async () => {
    renderTable()
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByText('1-10 of 23 items')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(window.location.search).toBe('?page=3')
    expect(firstColumn()).toEqual(['21', '22', '23'])
    expect(screen.getByText('21-23 of 23 items')).toBeInTheDocument()
  })

  it('sorts by a header, toggling ascending and descending with aria-sort', async () => {
    renderTable({ rows: funnels.slice(0, 5) })
    const header = screen.getByRole('columnheader', { name: /Funnel/ })
    expect(header).toHaveAttribute('aria-sort', 'none')
    await userEvent.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect(firstColumn()).toEqual(['1', '2', '3', '4', '5'])
    await userEvent.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(firstColumn()).toEqual(['5', '4', '3', '2', '1'])
    expect(screen.getByRole('columnheader', { name: 'Price' })).not.toHaveAttribute('aria-sort')
  })

  it('starts a new column ascending and toggles the same column, never back to unsorted', async () => {
    renderTable({ rows: funnels.slice(0, 3) })
    const funnel = screen.getByRole('columnheader', { name: /Funnel/ })
    const name = screen.getByRole('columnheader', { name: /Name/ })
    await userEvent.click(within(funnel).getByRole('button'))
    await userEvent.click(within(funnel).getByRole('button'))
    await userEvent.click(within(funnel).getByRole('button'))
    expect(funnel).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(within(funnel).getByRole('button'))
    await userEvent.click(within(name).getByRole('button'))
    expect(name).toHaveAttribute('aria-sort', 'ascending')
    expect(funnel).toHaveAttribute('aria-sort', 'none')
  })

  it('sorts text naturally and keeps blank values last in both directions, in their own order', async () => {
    type Batch = { id: number; name: string | null }
    const batches: Batch[] = [
      { id: 1, name: 'Batch 10' },
      { id: 2, name: null },
      { id: 3, name: 'Batch 2' },
      { id: 4, name: '' },
      { id: 5, name: 'batch 1' },
    ]
    render(
      <LocationProvider>
        <DataTable<Batch> label="Funnels" columns={[{ key: 'id', header: 'ID' }, { key: 'name', header: 'Batch', sortable: true }]} rows={batches} />
      </LocationProvider>,
    )
    const sortByBatch = () => userEvent.click(screen.getByRole('button', { name: /Batch/ }))
    await sortByBatch()
    expect(firstColumn()).toEqual(['5', '3', '1', '2', '4'])
    await sortByBatch()
    expect(firstColumn()).toEqual(['1', '3', '5', '2', '4'])
  })

  it('sorts by sortValue when a column has one', async () => {
    type Event = { id: number; when: string }
    const events: Event[] = [
      { id: 1, when: 'May 2, 2024' },
      { id: 2, when: 'Jan 1, 2023' },
    ]
    render(
      <LocationProvider>
        <DataTable<Event>
          label="Funnels"
          columns={[{ key: 'id', header: 'ID' }, { key: 'when', header: 'When', sortable: true, sortValue: (e) => new Date(e.when) }]}
          rows={events}
        />
      </LocationProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: /When/ }))
    expect(firstColumn()).toEqual(['2', '1'])
  })

  it('goes back to page 1 when the sort changes', async () => {
    renderTable({}, '/funnels?page=3')
    expect(firstColumn()).toEqual(['21', '22', '23'])
    await userEvent.click(screen.getByRole('button', { name: /Name/ }))
    expect(window.location.search).toBe('')
    expect(screen.getByText('1-10 of 23 items')).toBeInTheDocument()
  })

  it('sorts numbers as numbers, not as text', async () => {
    renderTable({ rows: [funnels[9], funnels[1], funnels[19]] })
    await userEvent.click(screen.getByRole('button', { name: /Funnel/ }))
    expect(firstColumn()).toEqual(['2', '10', '20'])
  })

  it('shows No data here when empty', () => {
    renderTable({ rows: [] })
    expect(screen.getByRole('heading', { name: 'No data here' })).toBeInTheDocument()
    expect(screen.queryByText(/items/)).not.toBeInTheDocument()
  })

  it('selects rows, selects all on the page, runs bulk actions with the selected rows', async () => {
    const onClick = vi.fn()
    renderTable({ bulkActions: [{ label: 'Remove', onClick }] })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }))
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' })
    expect(all).toHaveProperty('indeterminate', true)
    await userEvent.click(all)
    expect(screen.getByText('10 selected')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(onClick.mock.calls[0][0].map((f: Funnel) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('clears the selection when the data changes', async () => {
    const { rerender } = renderTable({ selectable: true })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }))
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    rerender({ selectable: true, rows: funnels.slice(0, 5) })
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).not.toBeChecked()
  })

  it('keeps the selection when the parent re-renders with the same rows in a new array', async () => {
    // A page that keeps the selection in its own state and filters its rows inline: every
    // selection change re-renders it and hands the table a new array holding the same rows.
    const seen: number[][] = []
    function Page() {
      const [selected, setSelected] = useState<Funnel[]>([])
      seen.push(selected.map((f) => f.id))
      if (seen.length > 50) throw new Error('DataTable re-rendered its parent in a loop')
      return (
        <LocationProvider>
          <p>{selected.length} chosen</p>
          <Table rows={funnels.filter((f) => f.id <= 5)} selectable onSelectionChange={setSelected} />
        </LocationProvider>
      )
    }
    render(<Page />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }))
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    expect(screen.getByText('1 chosen')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toBeChecked()
    // No render loop: a handful of renders, not hundreds.
    expect(seen.length).toBeLessThan(10)
  })

  it('throws when bulk actions are given without a primary key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      render(
        <LocationProvider>
          <DataTable columns={columns} rows={funnels} bulkActions={[{ label: 'Remove', onClick: () => {} }]} />
        </LocationProvider>,
      ),
    ).toThrow('DataTable: bulkActions require a primaryKey prop')
  })

  it('saves visible columns per page path and shows all again when none is visible', async () => {
    const user = userEvent.setup()
    renderTable({}, '/products')
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    await user.click(screen.getByRole('checkbox', { name: 'Price' }))
    expect(screen.queryByRole('columnheader', { name: 'Price' })).not.toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(TABLE_COLUMNS_STORAGE_KEY)!)).toEqual({ '/products': ['id', 'name'] })

    await user.click(screen.getByRole('checkbox', { name: 'Name' }))
    await user.click(screen.getByRole('checkbox', { name: 'Funnel' }))
    // Hiding the last visible column brings every column back.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Funnel', 'Name', 'Price'])
  })

  it('restores saved columns for the same path only', () => {
    localStorage.setItem(TABLE_COLUMNS_STORAGE_KEY, JSON.stringify({ '/products': ['name'] }))
    const { unmount } = renderTable({}, '/products')
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name'])
    unmount()
    renderTable({}, '/funnels')
    expect(screen.getAllByRole('columnheader')).toHaveLength(3)
  })

  it("switches to the new path's saved columns when the same table moves to another page", () => {
    localStorage.setItem(TABLE_COLUMNS_STORAGE_KEY, JSON.stringify({ '/products/1': ['name'], '/products/2': ['id'] }))
    renderTable({}, '/products/1')
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name'])
    act(() => navigate('/products/2'))
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Funnel'])
  })

  it('paginates on the server with totalCount, page and onPageChange', async () => {
    const onPageChange = vi.fn()
    renderTable({ rows: funnels.slice(10, 20), totalCount: 230, page: 2, onPageChange })
    expect(bodyRows()).toHaveLength(10)
    expect(firstColumn()[0]).toBe('11')
    expect(screen.getByText('11-20 of 230 items')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPageChange).toHaveBeenCalledWith(3)
    // Controlled: the address is left to the page.
    expect(window.location.search).toBe('')
  })

  it('leaves sorting to the server with onSortChange: reports the sort, keeps the rows as given', async () => {
    const onSortChange = vi.fn()
    renderTable({ rows: funnels.slice(0, 5), onSortChange })
    const header = screen.getByRole('columnheader', { name: /Funnel/ })
    await userEvent.click(within(header).getByRole('button'))
    await userEvent.click(within(header).getByRole('button'))
    expect(onSortChange.mock.calls).toEqual([[{ key: 'id', direction: 'asc' }], [{ key: 'id', direction: 'desc' }]])
    expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(firstColumn()).toEqual(['1', '2', '3', '4', '5'])
  })

  it('shows the sort it is given when the page keeps it', () => {
    renderTable({ rows: funnels.slice(0, 5), sort: { key: 'name', direction: 'desc' }, onSortChange: () => {} })
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('columnheader', { name: /Funnel/ })).toHaveAttribute('aria-sort', 'none')
  })

  it('numbers rows by their place on the page when there is no primary key', async () => {
    renderTable({ primaryKey: undefined, selectable: true }, '/funnels?page=2')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 12' }))
    expect(screen.getByText('1 selected')).toBeInTheDocument()
  })

  it('renders row actions in an Actions column', () => {
    renderTable({ rows: funnels.slice(0, 1), rowActions: (f) => <button>Select {f.name}</button> })
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Select Funnel A' })).toBeInTheDocument()
  })

  describe('on a screen narrower than the table', () => {
    // happy-dom lays nothing out: the box's widths are given as a phone would measure them.
    const widths = (scroll: number, client: number) => {
      Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scroll })
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => client })
    }
    afterEach(() => {
      delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth
    })

    it('lets the keyboard reach the scrolling box after the Columns menu, so the arrow keys can scroll it', async () => {
      widths(800, 390)
      renderTable({ primaryKey: undefined, rows: funnels.slice(0, 3) })
      await userEvent.tab()
      expect(screen.getByRole('button', { name: /Columns/ })).toHaveFocus()
      await userEvent.tab()
      expect(document.activeElement).toContainElement(screen.getByRole('table', { name: 'Funnels' }))
    })

    it('adds no tab stop when the table fits', async () => {
      widths(390, 390)
      renderTable({ primaryKey: undefined, rows: funnels.slice(0, 3) })
      await userEvent.tab()
      await userEvent.tab()
      expect(within(screen.getByRole('columnheader', { name: /Funnel/ })).getByRole('button')).toHaveFocus()
    })
  })
})

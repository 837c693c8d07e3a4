import { describe, expect, it } from 'vitest'
import { nextSort, sortRows } from './sortRows'

describe('sortRows', () => {
  const rows = [{ v: 'Batch 10' }, { v: null }, { v: 'Batch 2' }, { v: 'batch 1' }]
  it('sorts text naturally and keeps blanks last in both directions', () => {
    const asc = sortRows(rows, { key: 'v', direction: 'asc' }, (r) => r.v)
    expect(asc.map((r) => r.v)).toEqual(['batch 1', 'Batch 2', 'Batch 10', null])
    const desc = sortRows(rows, { key: 'v', direction: 'desc' }, (r) => r.v)
    expect(desc.map((r) => r.v)).toEqual(['Batch 10', 'Batch 2', 'batch 1', null])
  })
  it('sorts dates by time', () => {
    const dates = [new Date('2024-05-02'), new Date('2023-01-01')]
    expect(sortRows(dates, { key: 'd', direction: 'asc' }, (d) => d)[0]).toBe(dates[1])
  })
  it('toggles the direction on the same column and starts ascending on a new one', () => {
    expect(nextSort(null, 'a')).toEqual({ key: 'a', direction: 'asc' })
    expect(nextSort({ key: 'a', direction: 'asc' }, 'a')).toEqual({ key: 'a', direction: 'desc' })
    expect(nextSort({ key: 'a', direction: 'desc' }, 'a')).toEqual({ key: 'a', direction: 'asc' })
    expect(nextSort({ key: 'a', direction: 'desc' }, 'b')).toEqual({ key: 'b', direction: 'asc' })
  })
})

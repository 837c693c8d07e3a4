import { describe, expect, it } from 'vitest'
import { compareSortValues, fromSortingState, toSortingState, type SortValue } from './sorting'

describe('compareSortValues', () => {
  it('sorts text naturally, ignoring case', () => {
    expect(['Batch 10', 'Batch 2', 'batch 1'].sort(compareSortValues)).toEqual(['batch 1', 'Batch 2', 'Batch 10'])
  })
  it('sorts dates by time, numbers by value and false before true', () => {
    const dates: SortValue[] = [new Date('2024-05-02'), new Date('2023-01-01')]
    expect(dates.sort(compareSortValues)).toEqual([new Date('2023-01-01'), new Date('2024-05-02')])
    expect([10, 9, 100].sort(compareSortValues)).toEqual([9, 10, 100])
    expect([true, false].sort(compareSortValues)).toEqual([false, true])
  })
})

describe('SortState and TanStack sorting state', () => {
  it('convert both ways, unsorted as an empty list', () => {
    expect(toSortingState({ key: 'name', direction: 'desc' })).toEqual([{ id: 'name', desc: true }])
    expect(fromSortingState([{ id: 'name', desc: false }])).toEqual({ key: 'name', direction: 'asc' })
    expect(toSortingState(null)).toEqual([])
    expect(fromSortingState([])).toBeNull()
  })
})

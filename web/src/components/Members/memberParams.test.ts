import { describe, expect, it } from 'vitest'
import { filterChange, isFiltered, parseMemberFilters, statusBadge } from './memberParams'

describe('parseMemberFilters', () => {
  it('reads every filter from the address', () => {
    expect(parseMemberFilters('?batch=3&group=4&stage=5&accessLevel=6&status=active&type=non-member&search=%20ana%20')).toEqual({
      search: 'ana',
      status: 'active',
      memberType: 'non-member',
      batchId: 3,
      groupId: 4,
      stageId: 5,
      accessLevelId: 6,
    })
  })

  it('reads unknown or malformed values as no filter', () => {
    const filters = parseMemberFilters('?batch=abc&group=-1&stage=0&status=sleeping&type=alien&search=%20%20')
    expect(filters).toEqual({ search: null, status: null, memberType: null, batchId: null, groupId: null, stageId: null, accessLevelId: null })
    expect(isFiltered(filters)).toBe(false)
    expect(isFiltered(parseMemberFilters('?batch=3'))).toBe(true)
  })

  it('a filter change names its parameter and goes back to page 1', () => {
    expect(filterChange('batchId', '7')).toEqual({ batch: '7', page: null })
    expect(filterChange('memberType', '')).toEqual({ type: null, page: null })
  })

  it('shows each status with its tone', () => {
    expect(statusBadge('active')).toEqual({ label: 'Active', tone: 'success' })
    expect(statusBadge('inactive')).toEqual({ label: 'Inactive', tone: 'outline' })
    expect(statusBadge('archived')).toEqual({ label: 'Archived', tone: 'warning' })
  })
})

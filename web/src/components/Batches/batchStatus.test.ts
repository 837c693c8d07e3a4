import { describe, expect, it } from 'vitest'
import { batchStatus, manilaToday } from './batchStatus'

describe('batchStatus', () => {
  it("reads today in Manila, not in UTC", () => {
    expect(manilaToday(new Date('2030-03-01T15:59:00Z'))).toBe('2030-03-01')
    expect(manilaToday(new Date('2030-03-01T16:00:00Z'))).toBe('2030-03-02')
  })

  it('marks the current one, upcoming launches and past ones', () => {
    const now = new Date('2030-03-01T16:30:00Z') // 00:30 on 2 March in Manila
    expect(batchStatus({ isCurrent: true, launchFrom: '2030-02-01' }, now)).toEqual({ label: 'Current', tone: 'success' })
    expect(batchStatus({ isCurrent: false, launchFrom: '2030-03-03' }, now).label).toBe('Upcoming')
    expect(batchStatus({ isCurrent: false, launchFrom: '2030-03-02' }, now).label).toBe('Past')
    expect(batchStatus({ isCurrent: false, launchFrom: '2030-01-01' }, now).label).toBe('Past')
  })
})

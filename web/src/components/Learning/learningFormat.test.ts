import { describe, expect, it } from 'vitest'
import { dateTile, describeRecurrence, formatBytes, formatEventWhen } from './learningFormat'

describe('learningFormat', () => {
  it('says sizes', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB')
    expect(formatBytes(null)).toBe('')
  })

  it('says event times in Manila whatever the browser zone', () => {
    expect(formatEventWhen('2026-01-06T12:00:00.000Z', '2026-01-06T13:30:00.000Z')).toBe('Tue, 01/06/2026 · 8:00 PM – 9:30 PM')
    // 23:00-01:00 Manila crosses midnight.
    expect(formatEventWhen('2026-01-06T15:00:00.000Z', '2026-01-06T17:00:00.000Z')).toBe('Tue, 01/06/2026 11:00 PM – Wed, 01/07/2026 1:00 AM')
    expect(dateTile('2026-01-06T17:00:00.000Z')).toEqual({ month: 'JAN', day: '07', weekday: 'Wed' })
  })

  it('says repeat rules in words', () => {
    expect(describeRecurrence('FREQ=WEEKLY;BYDAY=TU')).toBe('Every Tuesday')
    expect(describeRecurrence('FREQ=MONTHLY;BYDAY=1SA')).toBe('Monthly on the first Saturday')
    expect(describeRecurrence('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH')).toBe('Every 2 weeks on Monday and Thursday')
    expect(describeRecurrence('FREQ=DAILY')).toBe('Daily')
    expect(describeRecurrence('FREQ=SECONDLY')).toBe('Repeats')
    expect(describeRecurrence(null)).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { waitedFor } from './waitingFor'

describe('waitedFor', () => {
  const now = new Date('2026-11-28T10:00:00Z')
  it('says minutes, hours and days, singular when one', () => {
    expect(waitedFor('2026-11-28T09:59:30Z', now)).toBe('just now')
    expect(waitedFor('2026-11-28T09:59:00Z', now)).toBe('1 minute')
    expect(waitedFor('2026-11-28T07:00:00Z', now)).toBe('3 hours')
    expect(waitedFor('2026-11-26T09:00:00Z', now)).toBe('2 days')
  })
})

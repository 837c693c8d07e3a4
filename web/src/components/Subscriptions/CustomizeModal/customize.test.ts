import { describe, expect, it } from 'vitest'
import { initialCustomize, manilaToday, toFunnelDetail, withStartDate, withStartDays, withValidityDate, withValidityDays } from './customize'

const today = '2026-11-23'

describe('Customize modal sync rules', () => {
  it('starts today with the funnel validity and one-time', () => {
    expect(initialCustomize(30, today)).toEqual({ startByDays: '0', startDate: today, validityByDays: '30', validityDate: '2026-12-23', paymentTerm: 'one-time' })
    expect(initialCustomize(null, today).validityDate).toBe('')
  })
  it('keeps start day and start date in sync both ways, moving the validity date along', () => {
    const moved = withStartDays(initialCustomize(30, today), '10', today)
    expect(moved).toMatchObject({ startDate: '2026-12-03', validityDate: '2027-01-02' })
    expect(withStartDays(moved, '-3', today).startDate).toBe('2026-11-20')
    const picked = withStartDate(moved, '2026-11-30', today)
    expect(picked).toMatchObject({ startByDays: '7', validityDate: '2026-12-30' })
  })
  it('keeps validity days and validity date in sync; blank means no expiry', () => {
    const values = initialCustomize(30, today)
    expect(withValidityDays(values, '365').validityDate).toBe('2027-11-23')
    expect(withValidityDate(values, '2027-01-22').validityByDays).toBe('60')
    expect(withValidityDays(values, '')).toMatchObject({ validityByDays: '', validityDate: '' })
    expect(withValidityDate(values, '')).toMatchObject({ validityByDays: '', validityDate: '' })
  })
  it('sends non-numeric days as null', () => {
    const values = { ...initialCustomize(30, today), startByDays: 'soon', validityByDays: 'abc' }
    expect(toFunnelDetail('f-1', values)).toEqual({ id: 'f-1', paymentTerm: 'one-time', validityByDays: null, startByDays: null })
    expect(toFunnelDetail('f-1', initialCustomize(30, today))).toEqual({ id: 'f-1', paymentTerm: 'one-time', validityByDays: 30, startByDays: 0 })
  })
  it('reads today in Manila', () => {
    expect(manilaToday(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23')
  })
})

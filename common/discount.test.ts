import { describe, expect, it } from 'vitest'
import { applyDiscount } from './discount'

describe('applyDiscount', () => {
  it('subtracts a fixed amount', () => {
    expect(applyDiscount(100000, { type: 'fixed', value: 25000 })).toBe(75000)
  })
  it('subtracts a percentage', () => {
    expect(applyDiscount(100000, { type: 'percentage', value: 15 })).toBe(85000)
  })
  it('rounds percentages to whole centavos', () => {
    expect(applyDiscount(999, { type: 'percentage', value: 50 })).toBe(500)
  })
  it('turns a non-positive result into 0', () => {
    expect(applyDiscount(10000, { type: 'fixed', value: 10000 })).toBe(0)
    expect(applyDiscount(10000, { type: 'fixed', value: 20000 })).toBe(0)
    expect(applyDiscount(10000, { type: 'percentage', value: 120 })).toBe(0)
  })
  it('leaves the price alone without a discount', () => {
    expect(applyDiscount(4200, null)).toBe(4200)
  })
})

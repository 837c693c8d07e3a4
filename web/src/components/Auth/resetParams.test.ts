import { describe, expect, it } from 'vitest'
import { decodeResetExtra, encodeResetExtra } from './resetParams'

describe('reset link extra data', () => {
  it('round-trips the otp and id', () => {
    expect(decodeResetExtra(encodeResetExtra({ otp: '012345', id: 12 }))).toEqual({ otp: '012345', id: '12' })
  })

  it('ignores garbage and OTPs of the wrong length', () => {
    expect(decodeResetExtra('%%%')).toEqual({})
    expect(decodeResetExtra(undefined)).toEqual({})
    expect(decodeResetExtra(encodeResetExtra({ otp: '123', id: 1 }))).toEqual({ otp: undefined, id: '1' })
  })
})

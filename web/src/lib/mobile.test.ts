import { describe, expect, it } from 'vitest'
import { cleanMobileNumber, isValidMobileNumber, normalizeMobileNumber, validateMobileNumber } from './mobile'

describe('mobile numbers', () => {
  it('removes spaces and dashes', () => {
    expect(cleanMobileNumber(' 0917 123-4567 ')).toBe('09171234567')
  })
  it('accepts 09 followed by 9 digits', () => {
    expect(isValidMobileNumber('0917-123-4567')).toBe(true)
    expect(isValidMobileNumber('0917123456')).toBe(false) // 8 digits after 09
    expect(isValidMobileNumber('091712345678')).toBe(false) // 10 digits after 09
  })
  it('accepts +639 followed by 9 digits', () => {
    expect(isValidMobileNumber('+63 917 123 4567')).toBe(true)
  })
  it('accepts + followed by 8 to 15 digits', () => {
    expect(isValidMobileNumber('+12345678')).toBe(true)
    expect(isValidMobileNumber('+123456789012345')).toBe(true)
    expect(isValidMobileNumber('+1234567')).toBe(false)
    expect(isValidMobileNumber('+1234567890123456')).toBe(false)
  })
  it('rejects anything else with the message', () => {
    expect(validateMobileNumber('9171234567')).toBe('Invalid mobile number!')
    expect(validateMobileNumber('0917abc4567')).toBe('Invalid mobile number!')
    expect(validateMobileNumber('(0917) 123 4567')).toBe('Invalid mobile number!')
    expect(validateMobileNumber('09171234567')).toBe(true)
  })
  it('normalizes or throws', () => {
    expect(normalizeMobileNumber('+63 917-123-4567')).toBe('+639171234567')
    expect(() => normalizeMobileNumber('12')).toThrow('Invalid mobile number!')
  })
})

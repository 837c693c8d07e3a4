import { describe, expect, it, vi } from 'vitest'
import { readJson, removeKey, writeJson } from './storage'

describe('storage', () => {
  it('round-trips JSON', () => {
    expect(writeJson('k', { a: 1 })).toBe(true)
    expect(readJson('k', null)).toEqual({ a: 1 })
    expect(removeKey('k')).toBe(true)
    expect(readJson('k', 'none')).toBe('none')
  })
  it('returns the fallback and warns on invalid JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem('bad', '{oops')
    expect(readJson('bad', 42)).toBe(42)
    expect(warn).toHaveBeenCalledOnce()
  })
  it('returns false and warns when the quota is exceeded', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(writeJson('k', 'x')).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
  })
  it('returns the fallback when storage cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(window.localStorage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(readJson('k', 'fallback')).toBe('fallback')
    expect(warn).toHaveBeenCalledOnce()
  })
})

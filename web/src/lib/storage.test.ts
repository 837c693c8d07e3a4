import { describe, expect, it, vi } from 'vitest'
import { readJson, removeKey, writeJson } from './storage'

/**
 * A localStorage whose `method` throws `error`, in place of the page's for this test. The spy is on
 * window's getter: restoreMocks cannot put back a spy on happy-dom's storage object itself (it takes
 * property writes as stored items), so that one would outlive its test.
 */
function refusingStorage(method: 'getItem' | 'setItem', error: Error) {
  const real = window.localStorage
  const refusing: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> = {
    getItem: (key) => real.getItem(key),
    setItem: (key, value) => real.setItem(key, value),
    removeItem: (key) => real.removeItem(key),
    clear: () => real.clear(),
    [method]: () => {
      throw error
    },
  }
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue(refusing as Storage)
}

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
    refusingStorage('setItem', new DOMException('full', 'QuotaExceededError'))
    expect(writeJson('k', 'x')).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
  })
  it('returns the fallback when storage cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    refusingStorage('getItem', new Error('SecurityError'))
    expect(readJson('k', 'fallback')).toBe('fallback')
    expect(warn).toHaveBeenCalledOnce()
  })
})

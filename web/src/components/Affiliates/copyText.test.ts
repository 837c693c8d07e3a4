import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyText } from './copyText'

afterEach(() => vi.restoreAllMocks())

describe('copyText', () => {
  it('uses the Clipboard API when the browser allows it', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    expect(await copyText('https://tribe.example/carlo')).toBe(true)
    expect(writeText).toHaveBeenCalledWith('https://tribe.example/carlo')
  })

  it('falls back to select-and-copy when the API refuses, and says whether that worked', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true })
    const exec = vi.fn(() => true)
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true })
    expect(await copyText('x')).toBe(true)
    expect(exec).toHaveBeenCalledWith('copy')
    exec.mockReturnValue(false)
    expect(await copyText('x')).toBe(false)
    expect(document.querySelector('textarea')).toBeNull()
  })
})

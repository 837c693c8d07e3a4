import { describe, expect, it, vi } from 'vitest'
import { createPositionSaver, POSITION_SAVE_INTERVAL_MS } from './positionSaver'

describe('createPositionSaver', () => {
  it('saves at most every 15 s while playing, at once on pause, never the same second twice', () => {
    let clock = 0
    const save = vi.fn()
    const report = createPositionSaver(save, () => clock)
    report(3.2, { paused: false })
    clock += 5_000
    report(8, { paused: false })
    expect(save).not.toHaveBeenCalled()
    clock += POSITION_SAVE_INTERVAL_MS
    report(23.9, { paused: false })
    expect(save).toHaveBeenLastCalledWith(23)
    report(24.5, { paused: true })
    expect(save).toHaveBeenLastCalledWith(24)
    report(24.9, { paused: true })
    expect(save).toHaveBeenCalledTimes(2)
  })
})

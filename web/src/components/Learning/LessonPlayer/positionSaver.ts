// Where the video was left is saved now and then, not on every time update: at most every 15 s
// while it plays, and at once when it pauses, and never the same second twice.

export const POSITION_SAVE_INTERVAL_MS = 15_000

export type PositionSaver = (seconds: number, event: { paused: boolean }) => void

export function createPositionSaver(save: (seconds: number) => void, now: () => number = Date.now): PositionSaver {
  let lastSavedAt = now()
  let lastSeconds = -1
  return (seconds, { paused }) => {
    const whole = Math.max(0, Math.floor(seconds))
    if (whole === lastSeconds) return
    if (!paused && now() - lastSavedAt < POSITION_SAVE_INTERVAL_MS) return
    lastSavedAt = now()
    lastSeconds = whole
    save(whole)
  }
}

// Browsers east and west of Manila, and Manila itself: a calendar date ('YYYY-MM-DD') is a Manila
// day and must read the same in every one of them.
export const TIME_ZONES = ['Pacific/Kiritimati', 'Asia/Tokyo', 'Asia/Manila', 'UTC', 'America/Los_Angeles', 'Pacific/Pago_Pago']

/** Runs `fn` with the process in `zone` (Node re-reads TZ when it is assigned), then restores it. */
export function inTimeZone<T>(zone: string, fn: () => T): T {
  const original = process.env.TZ
  process.env.TZ = zone
  try {
    return fn()
  } finally {
    if (original === undefined) delete process.env.TZ
    else process.env.TZ = original
  }
}

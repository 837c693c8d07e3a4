// localStorage can be full, disabled (private mode) or hold stale JSON: never let that break a page,
// but always say so in the console so it is not a silent failure.

/** The parsed JSON under `key`, or `fallback` when missing, unreadable or not JSON (with a warning). */
export function readJson<T>(key: string, fallback: T): T {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(key)
  } catch (error) {
    console.warn(`storage: cannot read "${key}"`, error)
    return fallback
  }
  if (raw === null) return fallback
  try {
    return JSON.parse(raw) as T
  } catch (error) {
    console.warn(`storage: "${key}" is not valid JSON, using the default`, error)
    return fallback
  }
}

/** Stores `value` as JSON; false (with a warning) when storage refuses, e.g. over quota. */
export function writeJson(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
    return true
  } catch (error) {
    console.warn(`storage: cannot save "${key}"`, error)
    return false
  }
}

/** Removes `key`; false (with a warning) when storage is unavailable. */
export function removeKey(key: string): boolean {
  try {
    window.localStorage.removeItem(key)
    return true
  } catch (error) {
    console.warn(`storage: cannot remove "${key}"`, error)
    return false
  }
}

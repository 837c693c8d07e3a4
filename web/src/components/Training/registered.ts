// Whether this browser registered for the free training: only to stop asking again on the track
// pages (the videos are public; the registration is for the workshop's e-mails). Never trusted.
const KEY = 'tribe:free-training-registered'

export function markRegistered() {
  try {
    window.localStorage.setItem(KEY, new Date().toISOString())
  } catch {
    // storage refused (private mode): the page only asks again
  }
}

export function hasRegistered(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null
  } catch {
    return false
  }
}

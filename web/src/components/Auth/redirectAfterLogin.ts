// Where to go after signing in. The router sends a logged-out visitor of a private page to
// /login?redirectTo=<path>; only a path inside this app is honoured, so a crafted link cannot
// bounce a freshly signed-in user to another site (an open redirect).
export function redirectTarget(search: string, fallback = '/'): string {
  const raw = new URLSearchParams(search).get('redirectTo')
  if (!raw) return fallback
  let target = raw
  // The router encodes the query part of the original URL once more; undo that if present.
  if (!target.includes('?') && /%3F/i.test(target)) {
    try {
      target = decodeURIComponent(target)
    } catch {
      return fallback
    }
  }
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  if (/^\/(login|signup)(\/|\?|$)/.test(target)) return fallback
  return target
}

/**
 * The redirectTo of this page, to carry across to the other auth screen (Sign in <-> Create an
 * account), so a buyer sent from a checkout returns to it whichever way they go. {} when none.
 */
export function carriedRedirect(search: string): { redirectTo?: string } {
  const raw = new URLSearchParams(search).get('redirectTo')
  return raw ? { redirectTo: raw } : {}
}

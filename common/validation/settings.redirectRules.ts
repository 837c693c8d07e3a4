// What a redirect rule must be (/redirect-rules, createRedirectRule / updateRedirectRule), and the
// loop rule both the service (refusing a rule on save) and the server's redirect hook (skipping a
// rule that would loop, whoever wrote it) apply. Pure: no framework, no database.
//
// A rule sends a visitor of `fromPath` (a path on this site) to `toUrl` (a path on this site or an
// absolute http(s) URL) with 301 (permanent) or 302 (temporary), before the app loads.
import { z } from 'zod'

export const REDIRECT_PATH_MAX = 500
export const REDIRECT_URL_MAX = 2000

/**
 * Paths no rule may take over: the app's entry and sign-in screens (a rule there would lock
 * people out), this very admin page (a rule there could not be undone from the browser), and
 * the prefixes the server itself answers (the API and the built files).
 */
export const RESERVED_REDIRECT_PATHS = ['/', '/login', '/signup', '/forgot-password', '/set-new-password', '/reset-password', '/redirect-rules'] as const
export const RESERVED_REDIRECT_PREFIXES = ['/api', '/assets'] as const

export const redirectRuleMessages = {
  fromPathRequired: 'From path is required',
  fromPathSlash: 'From path must start with /',
  fromPathTrailingSlash: 'From path must not end with /',
  fromPathPathOnly: 'From path must be a path only: no spaces, ? or #',
  fromPathTooLong: `From path must be at most ${REDIRECT_PATH_MAX} characters`,
  fromPathReserved: (path: string) => `${path} belongs to the app itself and cannot be redirected`,
  fromPathTaken: 'There is already a rule for this path',
  toUrlRequired: 'To URL is required',
  toUrlFormat: 'To URL must be a path on this site starting with / or a link starting with https:// or http://',
  toUrlTooLong: `To URL must be at most ${REDIRECT_URL_MAX} characters`,
  toUrlSelf: 'To URL leads back to the From path: the rule would redirect to itself',
  toUrlLoop: (chain: readonly string[]) => `This rule would redirect in a loop: ${chain.join(' → ')}`,
  isPermanent: 'Choose permanent or temporary',
  isActive: 'Active must be on or off',
}

/** The reserved path or prefix `path` falls under, or null. */
export function reservedRedirectPath(path: string): string | null {
  if ((RESERVED_REDIRECT_PATHS as readonly string[]).includes(path)) return path
  const prefix = RESERVED_REDIRECT_PREFIXES.find((p) => path === p || path.startsWith(`${p}/`))
  return prefix ? `${prefix}/...` : null
}

/** A path as rules compare it: no query or fragment, no trailing slash (the router's rule), '/' stays '/'. */
export function normalizeRedirectPath(path: string): string {
  const bare = path.split(/[?#]/)[0]
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Is `value` a target a rule may send people to: '/path' (not '//host') or an absolute http(s) URL. */
export function isRedirectTarget(value: string): boolean {
  if (/\s/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * The path on this site that `toUrl` leads to, or null when it leaves the site. `ownOrigins` are
 * the site's own origins ('https://tribe.example'): an absolute URL on one of them is this site.
 */
export function redirectTargetPath(toUrl: string, ownOrigins: readonly string[] = []): string | null {
  if (toUrl.startsWith('/')) return normalizeRedirectPath(toUrl)
  try {
    const url = new URL(toUrl)
    return ownOrigins.includes(url.origin) ? normalizeRedirectPath(url.pathname) : null
  } catch {
    return null
  }
}

type RuleLike = { fromPath: string; toUrl: string }

/**
 * The loop `candidate` would close among the `active` rules, as the chain of paths it visits
 * (['/a', '/b', '/a']), or null. The candidate replaces any active rule with the same fromPath
 * (its own old version, on an update). Every step is followed, so a cycle of any length is found;
 * a chain that leaves the site or reaches a path without a rule ends. A cycle among other rules
 * that does not pass through the candidate is not the candidate's (and cannot exist when every
 * rule was checked on save); the visited set still stops the walk.
 */
export function findRedirectLoop(candidate: RuleLike, active: readonly RuleLike[], ownOrigins: readonly string[] = []): string[] | null {
  const start = normalizeRedirectPath(candidate.fromPath)
  const next = new Map<string, string | null>()
  for (const rule of active) next.set(normalizeRedirectPath(rule.fromPath), redirectTargetPath(rule.toUrl, ownOrigins))
  next.set(start, redirectTargetPath(candidate.toUrl, ownOrigins))
  const chain = [start]
  const seen = new Set<string>()
  let at: string | null | undefined = next.get(start)
  while (at) {
    chain.push(at)
    if (at === start) return chain
    if (seen.has(at)) return null
    seen.add(at)
    at = next.get(at)
  }
  return null
}

/** Permanent/temporary arrive as true/false, or as 'true'/'false' from the form's select. */
const yesNo = (message: string) =>
  z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: message }))

/** What is wrong with a from path (the first problem only), or null. */
export function fromPathProblem(path: string): string | null {
  if (path === '') return redirectRuleMessages.fromPathRequired
  if (path.length > REDIRECT_PATH_MAX) return redirectRuleMessages.fromPathTooLong
  if (!path.startsWith('/')) return redirectRuleMessages.fromPathSlash
  if (/[\s?#]/.test(path)) return redirectRuleMessages.fromPathPathOnly
  if (path !== '/' && path.endsWith('/')) return redirectRuleMessages.fromPathTrailingSlash
  const reserved = reservedRedirectPath(path)
  return reserved ? redirectRuleMessages.fromPathReserved(reserved) : null
}

/** What is wrong with a target (the first problem only), or null. */
export function toUrlProblem(url: string): string | null {
  if (url === '') return redirectRuleMessages.toUrlRequired
  if (url.length > REDIRECT_URL_MAX) return redirectRuleMessages.toUrlTooLong
  return isRedirectTarget(url) ? null : redirectRuleMessages.toUrlFormat
}

/** A trimmed text checked by `problem`: one message per field, the first that applies. */
const checkedText = (required: string, problem: (value: string) => string | null) =>
  z
    .string({ error: required })
    .trim()
    .superRefine((value, ctx) => {
      const message = problem(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    })

/** A new rule, and the whole of a rule on update (the service merges a partial update first). */
export const redirectRuleSchema = z.object({
  fromPath: checkedText(redirectRuleMessages.fromPathRequired, fromPathProblem),
  toUrl: checkedText(redirectRuleMessages.toUrlRequired, toUrlProblem),
  isPermanent: yesNo(redirectRuleMessages.isPermanent).default(false),
  isActive: yesNo(redirectRuleMessages.isActive).default(true),
})

export type RedirectRuleInput = z.input<typeof redirectRuleSchema>
export type RedirectRuleValues = z.output<typeof redirectRuleSchema>

/** The status a rule answers with: 301 when permanent, 302 when temporary. */
export const redirectStatus = (isPermanent: boolean) => (isPermanent ? 301 : 302)

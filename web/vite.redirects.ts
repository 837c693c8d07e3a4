// Development only: the admins' redirect rules (/redirect-rules) are answered by the API before
// the app loads (api/src/lib/security/redirectRules.ts), but under `yarn rw dev` Vite serves the
// pages, so a rule would never fire there. This middleware asks the API about each page load (a
// HEAD of the same path, with the visitor's Host so the API's loop guard sees the address the
// visitor used) and passes on a 301/302 it answers, and the cookie an affiliate link's visit sets;
// anything else, or an API not up yet, serves the page as usual. Production and `rw serve` need none of this: the API serves the pages.
import http from 'node:http'
import type { Connect, Plugin } from 'vite'

/** Requests that are never pages: the API (proxied), and Vite's own modules and assets. */
const NOT_PAGES = /^\/(api(\/|$)|@|src\/|node_modules\/|assets\/|__)/

function isPageLoad(req: Connect.IncomingMessage): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url || NOT_PAGES.test(req.url)) return false
  const dest = req.headers['sec-fetch-dest']
  return dest ? dest === 'document' : String(req.headers.accept ?? '').includes('text/html')
}

/** What the API answers about a page load: its redirect, if any, and a cookie to set (an affiliate link's visit). */
export type PageLoadAnswer = { redirect: { status: number; location: string } | null; setCookie: string[] }

/**
 * Asks the API about a page load: a HEAD of the same path with the visitor's Host (the redirect
 * rules' loop guard), cookie and user agent, marked as a page load so an affiliate link's visit is
 * counted as in production (api/src/services/affiliates/visits.ts). Nothing (no redirect, no cookie)
 * when the API does not answer within a second.
 */
export function askApiAboutPageLoad(apiOrigin: string, url: string, visitor: http.IncomingHttpHeaders): Promise<PageLoadAnswer> {
  const nothing: PageLoadAnswer = { redirect: null, setCookie: [] }
  const headers: Record<string, string> = { accept: 'text/html', 'x-tribe-page-load': '1' }
  for (const name of ['host', 'cookie', 'user-agent'] as const) {
    const value = visitor[name]
    if (typeof value === 'string') headers[name] = value
  }
  return new Promise((resolve) => {
    const request = http.request(new URL(url, apiOrigin), { method: 'HEAD', timeout: 1000, headers }, (answer) => {
      answer.resume()
      const location = answer.headers.location
      resolve({
        redirect: (answer.statusCode === 301 || answer.statusCode === 302) && location ? { status: answer.statusCode, location } : null,
        setCookie: answer.headers['set-cookie'] ?? [],
      })
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(nothing))
    request.end()
  })
}

export function devRedirectRules(apiOrigin: string): Plugin {
  return {
    name: 'tribe:dev-redirect-rules',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!isPageLoad(req)) return next()
        askApiAboutPageLoad(apiOrigin, req.url!, req.headers).then(({ redirect, setCookie }) => {
          if (setCookie.length) res.setHeader('set-cookie', setCookie)
          if (!redirect) return next()
          res.statusCode = redirect.status
          res.setHeader('location', redirect.location)
          res.end()
        }, next)
      })
    },
  }
}

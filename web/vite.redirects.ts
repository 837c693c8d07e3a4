// Development only: the admins' redirect rules (/redirect-rules) are answered by the API before
// the app loads (api/src/lib/security/redirectRules.ts), but under `yarn rw dev` Vite serves the
// pages, so a rule would never fire there. This middleware asks the API about each page load (a
// HEAD of the same path, with the visitor's Host so the API's loop guard sees the address the
// visitor used) and passes on a 301/302 it answers; anything else, or an API not up yet, serves
// the page as usual. Production and `rw serve` need none of this: the API serves the pages.
import http from 'node:http'
import type { Connect, Plugin } from 'vite'

/** Requests that are never pages: the API (proxied), and Vite's own modules and assets. */
const NOT_PAGES = /^\/(api(\/|$)|@|src\/|node_modules\/|assets\/|__)/

function isPageLoad(req: Connect.IncomingMessage): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url || NOT_PAGES.test(req.url)) return false
  const dest = req.headers['sec-fetch-dest']
  return dest ? dest === 'document' : String(req.headers.accept ?? '').includes('text/html')
}

/** The API's redirect for `url`, or null (no rule, or the API did not answer within a second). */
export function askApiForRedirect(apiOrigin: string, url: string, host: string | undefined): Promise<{ status: number; location: string } | null> {
  return new Promise((resolve) => {
    const request = http.request(new URL(url, apiOrigin), { method: 'HEAD', timeout: 1000, headers: { accept: 'text/html', ...(host ? { host } : {}) } }, (answer) => {
      answer.resume()
      const location = answer.headers.location
      resolve((answer.statusCode === 301 || answer.statusCode === 302) && location ? { status: answer.statusCode, location } : null)
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(null))
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
        askApiForRedirect(apiOrigin, req.url!, req.headers.host).then((redirect) => {
          if (!redirect) return next()
          res.statusCode = redirect.status
          res.setHeader('location', redirect.location)
          res.end()
        }, next)
      })
    },
  }
}

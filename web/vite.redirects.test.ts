// The dev server passes on the API's redirect for a page load, and only for a page load.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Connect, Plugin, ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devRedirectRules } from './vite.redirects.ts'

const seen: { method?: string; url?: string; host?: string; pageLoad?: string; cookie?: string }[] = []
// A stand-in for the API's onRequest hooks: /old answers 302 to /new, /carlo (an affiliate link)
// sets the attribution cookie, everything else 404.
const api = http.createServer((req, res) => {
  seen.push({ method: req.method, url: req.url, host: req.headers.host, pageLoad: req.headers['x-tribe-page-load'] as string, cookie: req.headers.cookie })
  if (req.url?.startsWith('/old')) res.writeHead(302, { location: `/new${req.url.slice(4)}` })
  else if (req.url === '/carlo') res.writeHead(404, { 'set-cookie': 'tribe_ref=abc; Path=/' })
  else res.writeHead(404)
  res.end()
})
let middleware: Connect.NextHandleFunction

/** The middleware the plugin installs on a dev server. */
function middlewareOf(plugin: Plugin): Connect.NextHandleFunction {
  let installed: Connect.NextHandleFunction | undefined
  const configure = plugin.configureServer as unknown as (server: ViteDevServer) => void
  configure({ middlewares: { use: (handler: Connect.NextHandleFunction) => (installed = handler) } } as unknown as ViteDevServer)
  return installed!
}

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  middleware = middlewareOf(devRedirectRules(`http://127.0.0.1:${(api.address() as AddressInfo).port}`))
})
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())))

/** What the middleware does with a request: redirect (status, location) or hand on (next). */
function run(url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ next: boolean; status?: number; location?: string }>((resolve) => {
    const response = {
      statusCode: 200,
      headers: {} as Record<string, string>,
      setHeader(name: string, value: string) {
        this.headers[name] = value
      },
      end() {
        resolve({ next: false, status: this.statusCode, location: this.headers.location })
      },
    }
    middleware({ method, url, headers } as unknown as Connect.IncomingMessage, response as unknown as http.ServerResponse, () => resolve({ next: true }))
  })
}

describe('devRedirectRules', () => {
  it('redirects a page load as the API answers it, keeping the query and passing the visitor\'s Host', async () => {
    expect(await run('/old?ref=mail', { 'sec-fetch-dest': 'document', host: 'localhost:8910' })).toEqual({ next: false, status: 302, location: '/new?ref=mail' })
    expect(seen.at(-1)).toMatchObject({ method: 'HEAD', url: '/old?ref=mail', host: 'localhost:8910', pageLoad: '1' })
  })

  it("passes on the cookie an affiliate link's visit sets, and sends the visitor's own", async () => {
    const response = { statusCode: 200, headers: {} as Record<string, unknown>, setHeader(name: string, value: unknown) { this.headers[name] = value }, end() {} }
    await new Promise<void>((resolve) =>
      middleware({ method: 'GET', url: '/carlo', headers: { accept: 'text/html', cookie: 'tribe_ref=old' } } as unknown as Connect.IncomingMessage, response as unknown as http.ServerResponse, () => resolve()),
    )
    expect(response.headers['set-cookie']).toEqual(['tribe_ref=abc; Path=/'])
    expect(seen.at(-1)).toMatchObject({ url: '/carlo', cookie: 'tribe_ref=old' })
  })

  it('serves the page when the API has no rule for it', async () => {
    expect(await run('/courses/my-courses', { accept: 'text/html' })).toEqual({ next: true })
  })

  it('never asks about the API, Vite\'s modules, or what is not a page', async () => {
    const before = seen.length
    expect(await run('/api/graphql', { accept: 'text/html' })).toEqual({ next: true })
    expect(await run('/src/App.tsx', { 'sec-fetch-dest': 'script' })).toEqual({ next: true })
    expect(await run('/@vite/client', { accept: '*/*' })).toEqual({ next: true })
    expect(await run('/old', { 'sec-fetch-dest': 'image' })).toEqual({ next: true })
    expect(await run('/old', { 'sec-fetch-dest': 'document' }, 'POST')).toEqual({ next: true })
    expect(seen.length).toBe(before)
  })

  it('serves the page when the API is not up', async () => {
    const down = middlewareOf(devRedirectRules('http://127.0.0.1:9'))
    const handedOn = await new Promise<boolean>((resolve) =>
      down({ method: 'GET', url: '/old', headers: { 'sec-fetch-dest': 'document' } } as unknown as Connect.IncomingMessage, {} as http.ServerResponse, () => resolve(true)),
    )
    expect(handedOn).toBe(true)
  })
})

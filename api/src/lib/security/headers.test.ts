// What this guards against (docs/security.md, "Security headers"): no security headers, and
// production source maps published.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from '../../server'

// A stand-in for web/dist: the shell, a script and the source map a build could leave beside it.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'tribe-web-dist-'))
mkdirSync(path.join(webDist, 'assets'))
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tribe</title><div id="redwood-app"></div>')
writeFileSync(path.join(webDist, 'assets/index.js'), 'console.log("app")')
writeFileSync(path.join(webDist, 'assets/index.js.map'), '{"version":3,"sources":["../src/secret.ts"]}')

const cspOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    String(headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )

describe('security headers', () => {
  let production: FastifyInstance
  let development: FastifyInstance
  beforeAll(async () => {
    production = await createServer({ serveWeb: webDist, edge: { production: true } })
    development = await createServer({ edge: { production: false } })
  })
  afterAll(async () => {
    await production.close()
    await development.close()
    rmSync(webDist, { recursive: true, force: true })
  })

  it('the app shell carries the content security policy and the rest', async () => {
    for (const url of ['/', '/courses/my-courses']) {
      const response = await production.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      // The shell from memory, asked again on every load (a deploy changes the files it names).
      expect(response.body).toContain('<div id="redwood-app">')
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      const csp = cspOf(response.headers)
      expect(csp).toMatchObject({
        'default-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'"],
      })
      expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com']))
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=31536000',
      })
    }
  })

  it('API answers carry them too', async () => {
    const response = await production.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(cspOf(response.headers)['frame-ancestors']).toEqual(["'none'"])
  })

  it('HSTS only in production (development runs on plain http)', async () => {
    const response = await development.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['strict-transport-security']).toBeUndefined()
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('development’s GraphiQL page may load its scripts; production serves none there', async () => {
    const page = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/graphql', headers: { accept: 'text/html' } })
    const developmentPage = await page(development)
    expect(developmentPage.headers['content-type']).toMatch(/text\/html/)
    expect(developmentPage.headers['content-security-policy']).toBeUndefined()
    const productionPage = await page(production)
    expect(productionPage.headers['content-type']).not.toMatch(/text\/html/)
    expect(cspOf(productionPage.headers)['script-src']).toEqual(["'self'"])
  })

  it('serves the built files but never a source map', async () => {
    expect((await production.inject({ method: 'GET', url: '/assets/index.js' })).statusCode).toBe(200)
    const map = await production.inject({ method: 'GET', url: '/assets/index.js.map' })
    expect(map.statusCode).toBe(404)
    expect(map.body).not.toContain('secret.ts')
  })
})

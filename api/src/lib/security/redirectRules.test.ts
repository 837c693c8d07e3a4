// The redirect hook on the real server in `serve` mode (an app shell of its own), through
// Fastify's inject: rules are written straight to the table, as any writer could.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { redirectRules } from '../../../../db/schema'
import { createServer } from '../../server'
import { closeDb, db } from '../db'
import { countStatements } from '../statementCounter'
import { forgetRedirectRules, redirectLocation } from './redirectRules'

const SHELL = '<!doctype html><title>app shell</title>'
let app: FastifyInstance
let webRoot: string

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'redirect-hook-'))
  writeFileSync(path.join(webRoot, 'index.html'), SHELL)
  app = await createServer({ serveWeb: webRoot })
})
afterAll(async () => {
  await app.close()
  rmSync(webRoot, { recursive: true, force: true })
})
beforeEach(() => forgetRedirectRules())

/** A rule written straight to the table, then this process's copy dropped (as the service does after its writes). */
async function rule(values: Partial<typeof redirectRules.$inferInsert> & { fromPath: string; toUrl: string }) {
  const rows = await db.insert(redirectRules).values(values).returning()
  forgetRedirectRules()
  return rows
}

const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => app.inject({ method, url })

// A path no rule redirects and no funnel or affiliate names is the app's not-found page, answered 404.
describe('the redirect hook', () => {
  it('answers 301 for a permanent rule and 302 for a temporary one, before the app loads', async () => {
    await rule({ fromPath: '/join', toUrl: '/tribe-membership', isPermanent: true })
    await rule({ fromPath: '/webinar', toUrl: 'https://events.example/live' })
    const permanent = await get('/join')
    expect(permanent.statusCode).toBe(301)
    expect(permanent.headers.location).toBe('/tribe-membership')
    const temporary = await get('/webinar')
    expect(temporary.statusCode).toBe(302)
    expect(temporary.headers.location).toBe('https://events.example/live')
    // HEAD too, and the router's "no trailing slash" rule: /join/ is /join.
    expect((await get('/join', 'HEAD')).statusCode).toBe(301)
    expect((await get('/join/')).headers.location).toBe('/tribe-membership')
    // Anything else is the app.
    const page = await get('/courses')
    expect(page.statusCode).toBe(200)
    expect(page.body).toBe(SHELL)
  })

  it("keeps the visitor's query string, after the target's own", async () => {
    await rule({ fromPath: '/promo', toUrl: '/checkout/closed?src=promo#top' })
    await rule({ fromPath: '/fb', toUrl: 'https://www.facebook.com/groups/tribe?ref=site' })
    expect((await get('/promo?utm_source=fb&x=1')).headers.location).toBe('/checkout/closed?src=promo&utm_source=fb&x=1#top')
    expect((await get('/fb?utm=a%20b')).headers.location).toBe('https://www.facebook.com/groups/tribe?ref=site&utm=a%20b')
    expect((await get('/promo')).headers.location).toBe('/checkout/closed?src=promo#top')
  })

  it('ignores inactive rules and methods other than GET and HEAD', async () => {
    await rule({ fromPath: '/old-checkout', toUrl: '/checkout/closed', isActive: false })
    await rule({ fromPath: '/form-post', toUrl: '/elsewhere' })
    // No rule answers: the app's not-found page (404: the path names no funnel or affiliate either).
    const inactive = await get('/old-checkout')
    expect(inactive.statusCode).toBe(404)
    expect(inactive.body).toBe(SHELL)
    expect((await get('/form-post', 'POST')).statusCode).toBe(404)
  })

  it('never redirects /api or the built files, whatever the table says', async () => {
    // Written around the service, which refuses these paths.
    await rule({ fromPath: '/api/health', toUrl: '/elsewhere' })
    await rule({ fromPath: '/api', toUrl: '/elsewhere' })
    await rule({ fromPath: '/assets/app.js', toUrl: '/elsewhere' })
    expect((await get('/api/health')).statusCode).toBe(200)
    expect((await get('/api')).headers.location).toBeUndefined()
    expect((await get('/assets/app.js')).headers.location).toBeUndefined()
  })

  // Written around this process (psql, another API process): on PostgreSQL the change feed tells it
  // within milliseconds, on the embedded database the fingerprint on the very next request.
  it('sees a change written by anyone else: added, edited, switched off, deleted', async () => {
    const soon = (check: () => Promise<unknown>) => expect.poll(check, { timeout: 3000, interval: 10 })
    expect((await get('/sale')).statusCode).toBe(404)
    const [row] = await db.insert(redirectRules).values({ fromPath: '/sale', toUrl: '/shop' }).returning()
    await soon(async () => (await get('/sale')).headers.location).toBe('/shop')
    await db.update(redirectRules).set({ toUrl: '/shop/summer' }).where(eq(redirectRules.id, row.id))
    await soon(async () => (await get('/sale')).headers.location).toBe('/shop/summer')
    await db.update(redirectRules).set({ isActive: false }).where(eq(redirectRules.id, row.id))
    await soon(async () => (await get('/sale')).statusCode).toBe(404)
    await db.update(redirectRules).set({ isActive: true }).where(eq(redirectRules.id, row.id))
    await soon(async () => (await get('/sale')).statusCode).toBe(302)
    await db.delete(redirectRules).where(eq(redirectRules.id, row.id))
    await soon(async () => (await get('/sale')).statusCode).toBe(404)
  })

  it.skipIf(inject('databaseKind') !== 'postgresql')('on PostgreSQL, reads nothing for the rules while the change feed is up', async () => {
    await rule({ fromPath: '/feed', toUrl: '/shop' })
    // The feed LISTENs from the server's start; the first load after a change reads the rules once.
    await expect.poll(async () => (await countStatements(() => get('/feed'))).statements.filter((text) => /redirect_rules/.test(text)).length, { timeout: 3000 }).toBe(0)
    expect((await get('/feed')).headers.location).toBe('/shop')
  })

  it('skips rules that would loop (written around the service) and never points a page at itself', async () => {
    await rule({ fromPath: '/x', toUrl: '/y' })
    await rule({ fromPath: '/y', toUrl: '/x/' })
    await rule({ fromPath: '/self', toUrl: 'http://localhost/self' })
    await rule({ fromPath: '/ok', toUrl: '/x' })
    expect((await get('/x')).statusCode).toBe(404)
    expect((await get('/y')).statusCode).toBe(404)
    // inject's Host is localhost: an absolute URL to this very host and path is not followed.
    expect((await get('/self')).statusCode).toBe(404)
    // A rule into the loop's paths is not itself a loop: it still redirects (the page there loads).
    expect((await get('/ok')).headers.location).toBe('/x')
  })

  it('serves the app without rules when the database cannot be read', async () => {
    await rule({ fromPath: '/join', toUrl: '/tribe-membership' })
    expect((await get('/join')).statusCode).toBe(302)
    const workingUrl = process.env.DATABASE_URL
    await closeDb()
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none' // nothing listens on port 1
    // The copy dropped (a change, or the change feed lost with the database): the rules must be read.
    forgetRedirectRules()
    try {
      const page = await get('/join')
      expect(page.statusCode).toBe(200)
      expect(page.body).toBe(SHELL)
    } finally {
      await closeDb()
      process.env.DATABASE_URL = workingUrl
    }
  })
})

describe('redirectLocation', () => {
  it('percent-encodes what a header cannot carry raw', () => {
    expect(redirectLocation('/cours/é', '')).toBe('/cours/%C3%A9')
    expect(redirectLocation('https://example.com/ä?q=1', 'r=2')).toBe('https://example.com/%C3%A4?q=1&r=2')
  })
})

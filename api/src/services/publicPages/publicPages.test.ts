// The public pages' resolver, the JSON endpoint and the page's HTML: a policy page from its
// setting (or the seeded text when the row is missing), its own title and social tags in the HTML
// a crawler reads, and an unknown path left to the app.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMPTY_DOCUMENT, type LandingDocument } from '../../../../common/landingPages'
import { MARKDOWN_MODULE, PUBLIC_PAGE_DATA_ID, PUBLIC_PAGE_MODULES, publicPageModules, type PublicPage, type PublicPageContent } from '../../../../common/publicPages'
import { settings } from '../../../../db/schema'
import { db } from '../../lib/db'
import { projectRoot } from '../../lib/env'
import { modulePreloads, pageEncoding, pageHtml } from '../../lib/pageHtml'
import { createServer } from '../../server'
import { affiliateNamed, programme } from '../affiliates/affiliates.scenarios'
import { POLICY_DEFAULTS, POLICY_SEEDED_AT } from '../policies/policyDefaults'
import { summaryOf } from './policies'
import { publicPageFor } from './publicPages'

const SHELL = '<!doctype html><html><head><title>Tribe</title><meta name="description" content="The app." /></head><body><div id="redwood-app"></div></body></html>'

let app: FastifyInstance
let webRoot: string
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'public-pages-'))
  writeFileSync(path.join(webRoot, 'index.html'), SHELL)
  app = await createServer({ serveWeb: webRoot })
})
afterAll(async () => {
  await app.close()
  rmSync(webRoot, { recursive: true, force: true })
})

const writePolicy = async (name: string, value: string, updatedAt = new Date('2026-11-20T02:00:00Z')) => {
  await db.delete(settings).where(eq(settings.name, name))
  await db.insert(settings).values({ name, value, type: 'text', scope: 'default', updatedAt })
}

describe('the policy pages', () => {
  it('a policy is the text staff saved and the day they saved it; its description is its first paragraph', async () => {
    await writePolicy('refund-policy', '## Refunds\n\nAsk within **7 days** of your first payment for a full [refund](/refund-policy).\n\n- one\n- two')
    const page = await publicPageFor('/refund-policy')
    expect(page).toEqual({
      path: '/refund-policy',
      title: 'Refund Policy | Tribe',
      description: 'Ask within 7 days of your first payment for a full refund.',
      content: { kind: 'policy', name: 'refund-policy', markdown: expect.stringContaining('Ask within'), updatedAt: '2026-11-20T02:00:00.000Z' },
    })
  })

  it('without a row (or with an empty one), the seeded text and the day it was seeded', async () => {
    await db.delete(settings).where(eq(settings.name, 'privacy-policy'))
    expect((await publicPageFor('/privacy-policy'))?.content).toMatchObject({ markdown: POLICY_DEFAULTS['privacy-policy'], updatedAt: POLICY_SEEDED_AT.toISOString() })
    await writePolicy('privacy-policy', '   ')
    expect((await publicPageFor('/privacy-policy'))?.content).toMatchObject({ markdown: POLICY_DEFAULTS['privacy-policy'] })
  })

  it('other paths are no public page', async () => {
    for (const pathname of ['/', '/login', '/terms', '/terms-conditions/x', '/affiliate/terms']) expect(await publicPageFor(pathname)).toBeNull()
    expect((await publicPageFor('/terms-conditions/'))?.path).toBe('/terms-conditions')
  })

  it('a description is plain words, at most 200 characters, cut at a word', () => {
    expect(summaryOf('# Title\n\nPlain *words* with a [link](https://example.com) and `code`.')).toBe('Plain words with a link and code.')
    const long = summaryOf(`${'word '.repeat(100)}`)
    expect(long.length).toBeLessThanOrEqual(200)
    expect(long.endsWith('word…')).toBe(true)
  })
})

describe('GET /api/public-page', () => {
  it('answers the page as JSON with a short shared-cache lifetime and an ETag; the same ETag costs a 304', async () => {
    await writePolicy('terms-conditions', 'These terms apply to everyone.')
    const first = await app.inject({ method: 'GET', url: '/api/public-page?path=/terms-conditions' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('public, max-age=60')
    expect((first.json() as PublicPage).content).toMatchObject({ kind: 'policy', name: 'terms-conditions', markdown: 'These terms apply to everyone.' })
    const again = await app.inject({ method: 'GET', url: '/api/public-page?path=/terms-conditions', headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('an unknown page is 404; a request naming no path is 400 with what to send', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/public-page?path=/nowhere' })).statusCode).toBe(404)
    const bare = await app.inject({ method: 'GET', url: '/api/public-page' })
    expect(bare.statusCode).toBe(400)
    expect(bare.json()).toMatchObject({ error: expect.stringContaining('?path=') })
  })
})

describe("a public page's HTML", () => {
  it('carries its own title, description and social tags, and its content for the app, escaped', async () => {
    await writePolicy('terms-conditions', 'Read "this" & <script>alert(1)</script> carefully.')
    const answer = await app.inject({ method: 'GET', url: '/terms-conditions?utm_source=fb' })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    const html = answer.body
    expect(html).toContain('<title>Terms and Conditions | Tribe</title>')
    expect(html).toContain('<meta name="description" content="Read &quot;this&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt; carefully." />')
    expect(html).toContain('<meta property="og:title" content="Terms and Conditions | Tribe" />')
    expect(html).toContain('<meta name="twitter:card" content="summary" />')
    expect(html).not.toContain('<script>alert(1)</script>')
    const data = html.match(new RegExp(`<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">(.*?)</script>`))![1]
    expect((JSON.parse(data) as PublicPage).content).toMatchObject({ markdown: 'Read "this" & <script>alert(1)</script> carefully.' })
  })

  it('any other page is the plain shell', async () => {
    const answer = await app.inject({ method: 'GET', url: '/login' })
    expect(answer.body).toBe(SHELL)
  })
})

describe('the modules a page preloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    'src/pages/Public/PolicyPage/PolicyPage.tsx': { file: 'assets/PolicyPage-1.js', imports: ['_react-1.js', '_format-1.js'] },
    '_format-1.js': { file: 'assets/format-1.js' },
    'src/components/ui/Markdown/Markdown.tsx': { file: 'assets/Markdown-1.js', imports: ['_format-1.js'] },
  }
  const page = (kind: 'policy' | 'training') => ({ path: '/x', title: 'X', description: 'X', content: { kind } }) as unknown as PublicPage

  it("a policy preloads its page and the markdown renderer with their imports, not what the entry loads; a training page nothing", () => {
    expect(modulePreloads(manifest, page('policy'))).toEqual(['/assets/PolicyPage-1.js', '/assets/format-1.js', '/assets/Markdown-1.js'])
    expect(modulePreloads(manifest, page('training'))).toEqual([])
    expect(modulePreloads(null, page('policy'))).toEqual([])
    expect(modulePreloads({ 'index.html': manifest['index.html'] }, page('policy'))).toEqual([])
  })

  it('names modules that exist (a renamed file would silently lose its preload)', () => {
    for (const module of [...Object.values(PUBLIC_PAGE_MODULES).flat(), MARKDOWN_MODULE]) expect(existsSync(path.join(projectRoot, 'web', module)), module).toBe(true)
  })

  it('a landing page preloads the markdown renderer only when a Text block needs it', () => {
    const landing = (content: LandingDocument['content']): PublicPageContent => ({
      kind: 'landing',
      pageId: 1,
      funnelId: null,
      closed: false,
      document: { ...EMPTY_DOCUMENT, content },
      offers: {},
      videos: {},
      workshops: {},
    })
    const hero = { type: 'Hero' as const, props: { id: 'h', heading: 'Hi', subheading: '', imageUrl: '', buttonLabel: '', buttonLink: '' } }
    expect(publicPageModules(landing([hero]))).not.toContain(MARKDOWN_MODULE)
    expect(publicPageModules(landing([hero, { type: 'Text', props: { id: 't', heading: '', markdown: '**Hi**' } }]))).toContain(MARKDOWN_MODULE)
  })

  it('the HTML carries them as module preloads', () => {
    const html = pageHtml('<html><head><title>Tribe</title></head></html>', page('policy'), null, ['/assets/PolicyPage-1.js'])
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/PolicyPage-1.js" />')
  })
})

describe("a page load's status", () => {
  it('a catch-all link that names no funnel or affiliate is the not-found page, answered 404; the rest are 200', async () => {
    await programme()
    await affiliateNamed('carlo')
    const browser = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' }
    const statusOf = async (url: string, headers: Record<string, string> = browser) => (await app.inject({ method: 'GET', url, headers })).statusCode
    // The app's own routes (even ones the app itself will not find), a funnel, an affiliate's links.
    for (const url of ['/login', '/courses/my-courses/999', '/membership', '/old-offer', '/carlo', '/membership/carlo', '/membership/nobody', '/MEMBERSHIP']) {
      expect(await statusOf(url), url).toBe(200)
    }
    // A crawler is not counted as a click, and still gets the right status.
    expect(await statusOf('/carlo', { accept: 'text/html', 'user-agent': 'curl/8.5' })).toBe(200)
    for (const url of ['/nowhere', '/nobody/carlo', '/membership/carlo/more', '/missing.png']) {
      expect(await statusOf(url), url).toBe(404)
    }
    // The 404 is still the app's shell, which shows its not-found page.
    expect((await app.inject({ method: 'GET', url: '/nowhere', headers: browser })).body).toBe(SHELL)
  })
})

describe('compression', () => {
  it('br when the browser takes it, else gzip; never an encoding it refused with q=0', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pageEncoding('gzip, br;q=0')).toBe('gzip')
    expect(pageEncoding('identity')).toBeNull()
    expect(pageEncoding(undefined)).toBeNull()
    expect(pageEncoding('*')).toBe('gzip')
  })

  it("a page's HTML is compressed for a browser that accepts it, and plain for one that does not", async () => {
    await writePolicy('privacy-policy', `We keep your data safe. ${'More words about privacy. '.repeat(100)}`)
    const compressed = await app.inject({ method: 'GET', url: '/privacy-policy', headers: { 'accept-encoding': 'gzip' } })
    expect(compressed.statusCode).toBe(200)
    expect(compressed.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(compressed.rawPayload).toString('utf8')).toContain('<title>Privacy Policy | Tribe</title>')
    const plain = await app.inject({ method: 'GET', url: '/privacy-policy' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<title>Privacy Policy | Tribe</title>')
  })
})

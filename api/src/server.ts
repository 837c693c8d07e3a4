// The API process: Fastify with every function under /api; in `yarn rw serve` it also serves
// the built web app (web/dist) with the single-page fallback, so production is one process.
// The edge (limits, headers, cross-site rules, client address, errors) is set up here, before
// any function is registered, so every route gets it: docs/security.md.
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import { functions } from './functions'
import { assertSessionSecret } from './lib/auth/session'
import { closeDb } from './lib/db'
import { intSetting, projectRoot, setting } from './lib/env'
import { encodePage, modulePreloads, pageEncoding, pageHtml, type ViteManifest } from './lib/pageHtml'
import type { PublicPage } from '../../common/publicPages'
import { logger } from './lib/logger'
import { observeRequest } from './lib/metrics'
import { BODY_LIMIT_BYTES } from './lib/security/bodyLimits'
import { edgeSettings, type EdgeSettings } from './lib/security/edgeSettings'
import { errorHandler, sendProblem } from './lib/security/errorHandler'
import { helmetOptions } from './lib/security/headers'
import { refuseCrossSiteRequests } from './lib/security/origin'
import { redirectRulesHook, watchRedirectRules } from './lib/security/redirectRules'
import { watchPublicPages } from './services/landingPages/landingPageCache'
import { shutDown, SHUTDOWN_DEADLINE_MS } from './lib/shutdown'
import { inProcessWorkerEnabled, startProcessWorker } from './lib/jobs'
import { jobHandlers } from './services/jobs/handlers'
import { affiliateVisitHook, isPlainLink } from './services/affiliates/visits'
import { isAffiliateLinkPath, pageLoadStatus, PRIVATE_PAGE_CACHE, publicPageFor } from './services/publicPages/publicPages'
import { ATTRIBUTION_COOKIE } from '../../common/affiliates'

export async function createServer(options: { serveWeb?: string; edge?: Partial<EdgeSettings> } = {}) {
  // Production refuses the development SESSION_SECRET or a short one (lib/auth/session.ts).
  assertSessionSecret()
  const edge = edgeSettings(options.edge)
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // Ours, never the client's x-request-id: the id goes into the audit trail.
    genReqId: () => randomUUID(),
    // Only the hops we run (the socket's peer is hop 0): X-Forwarded-For entries beyond them are
    // written by the client. This is what Fastify does with a number, which its types do not take.
    trustProxy: edge.trustProxyHops > 0 ? (_address: string, hop: number) => hop < edge.trustProxyHops : false,
    bodyLimit: BODY_LIMIT_BYTES.default,
  })
  app.setErrorHandler(errorHandler)
  // Only JSON bodies by default; /api/auth adds the dbAuth client's text/plain logout for itself.
  app.removeContentTypeParser(['text/plain'])
  await app.register(fastifyHelmet, helmetOptions(edge))
  // Per process, in memory: it protects this process's event loop (docs/security.md).
  await app.register(fastifyRateLimit, { global: false })
  // Compressed answers for browsers that accept them (br, else gzip): the pages' HTML, GraphQL's and
  // the REST functions' JSON. Only compressible types over 1 KB, at brotli quality 4 (fast enough per
  // request); the built files come compressed already (web/vite.compress.ts). The CSV exports compress
  // themselves (functions/spreadsheetDownload.ts): this plugin's stream path does not wait for the
  // socket, so a slow reader's backlog would pile up in memory.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] })
  app.addHook('onRequest', refuseCrossSiteRequests(edge))
  // The admins' redirect rules (/redirect-rules), answered before any route or the app shell.
  app.addHook('onRequest', redirectRulesHook())
  watchRedirectRules(app)
  // A funnel's public page is kept while the database tells of every change to it (PostgreSQL).
  watchPublicPages(app)
  // Every answer's duration by route pattern (lib/metrics.ts; GET /api/metrics).
  app.addHook('onResponse', async (req, reply) => {
    observeRequest(req.method, req.routeOptions.url ?? (req.url.startsWith('/api/') ? 'api-not-found' : 'page'), reply.statusCode, reply.elapsedTime / 1000)
  })
  // A visit through an affiliate link is counted as the page loads (after the rules, which win).
  app.addHook('onRequest', affiliateVisitHook())

  // Each function in its own encapsulated context, so one's parsers and hooks stay its own.
  for (const register of functions) await app.register(async (scope) => register(scope, edge))

  // The app shell, read once: every page load answers it (a build is a new process).
  let appShell: Buffer | null = null
  // What the public pages preload (lib/pageHtml.ts modulePreloads).
  let manifest: ViteManifest | null = null
  if (options.serveWeb) {
    const root = path.resolve(projectRoot, options.serveWeb)
    if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: run yarn rw build`)
    appShell = readFileSync(path.join(root, 'index.html'))
    const manifestFile = path.join(root, '.vite/manifest.json')
    manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : null
    // A source map left in the build would publish the sources: never served.
    // preCompressed: name.br or name.gz beside the file, written by the build, when the browser accepts it.
    await app.register(fastifyStatic, { root, wildcard: false, index: false, preCompressed: true, allowedPath: (pathName) => !isSourceMap(pathName) })
  }
  // Client-side routes: in `serve`, anything that is not /api and not a file gets the app shell;
  // a public page (policies, ...) gets it with its own title, social tags and content (lib/pageHtml.ts).
  const appOrigin = setting('APP_URL', '') || null
  const shellText = appShell?.toString('utf8') ?? ''
  const shellCopies = new Map<string, Buffer | string>()
  const shellEncoded = (encoding: 'br' | 'gzip' | null) => {
    const key = encoding ?? 'identity'
    if (!shellCopies.has(key)) shellCopies.set(key, encoding ? encodePage(shellText, encoding) : appShell!)
    return shellCopies.get(key)!
  }
  // A public page's HTML and its compressed copies, made once per page object: a funnel's page is one
  // object for as long as its cache keeps it (services/landingPages/landingPageCache.ts), so a crowd
  // following one link is answered from these; a page read afresh is a new object, rendered anew.
  const pageCopies = new WeakMap<PublicPage, Map<string, Buffer | string>>()
  const pageEncoded = (page: PublicPage, encoding: 'br' | 'gzip' | null) => {
    let copies = pageCopies.get(page)
    if (!copies) pageCopies.set(page, (copies = new Map()))
    const key = encoding ?? 'identity'
    if (!copies.has(key)) copies.set(key, encodePage(pageHtml(shellText, page, appOrigin, modulePreloads(manifest, page)), encoding))
    return copies.get(key)!
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (!options.serveWeb || req.url.startsWith('/api/') || req.method !== 'GET' || isSourceMap(req.url)) {
      return sendProblem(req, reply, 404, 'Not found')
    }
    const pathname = req.url.split(/[?#]/)[0]
    // A database that cannot answer serves the plain app, which asks again and says what failed.
    // A link whose counted click proved it no landing page needs no lookup (services/affiliates/visits.ts).
    const page = isPlainLink(req)
      ? null
      : await publicPageFor(pathname).catch((error: unknown) => {
          req.log.error({ err: error }, 'public page: content not read, serving the app shell')
          return null
        })
    // A link that names nothing is the app's not-found page, answered 404 (after the visit hook:
    // a click it counted names a link that exists).
    const status = page ? 200 : await pageLoadStatus(pathname, String(reply.getHeader('set-cookie') ?? '').includes(`${ATTRIBUTION_COOKIE}=`))
    // Always asked again (no-cache): a deploy changes the hashed files the shell names. A load of an
    // affiliate's link (/{slug}/{code}) is kept by no shared cache: it names the affiliate and sets
    // the visitor's attribution cookie.
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', isAffiliateLinkPath(pathname) ? PRIVATE_PAGE_CACHE : 'no-cache')
    const encoding = pageEncoding(req.headers['accept-encoding'])
    reply.header('vary', 'accept-encoding')
    if (encoding) reply.header('content-encoding', encoding)
    return reply.send(page ? pageEncoded(page, encoding) : shellEncoded(encoding))
  })
  return app
}

const isSourceMap = (url: string) => url.split(/[?#]/)[0].endsWith('.map')

async function main() {
  const app = await createServer({ serveWeb: process.env.SERVE_WEB })
  const port = intSetting('PORT', 8911)
  await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' })
  // The job queue's worker (lib/jobs): mail, housekeeping, sweeps, imports, schedules. JOBS_WORKER=off
  // leaves them to a separate `yarn rw worker`; tests never reach main().
  const stopWorker = inProcessWorkerEnabled() ? await startProcessWorker(jobHandlers) : async () => {}
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down: draining requests')
      void shutDown(app, { deadlineMs: SHUTDOWN_DEADLINE_MS, stopWorker, closeDatabase: closeDb }).then((outcome) => {
        if (outcome === 'deadline') logger.warn({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown deadline reached: remaining requests cut off')
        process.exit(outcome === 'drained' ? 0 : 1)
      })
    })
  }
}

// Started directly (tsx or the built bundle), not imported by tests.
const entry = process.argv[1] ?? ''
if (entry.endsWith('server.ts') || entry.endsWith('server.js')) void main()

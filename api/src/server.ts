// The API process: Fastify with every function under /api; in `yarn rw serve` it also serves
// the built web app (web/dist) with the single-page fallback, so production is one process.
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import fastifyStatic from '@fastify/static'
import { functions } from './functions'
import { assertSessionSecret } from './lib/auth/session'
import { intSetting, projectRoot } from './lib/env'
import { logger } from './lib/logger'
import { startBackgroundWorker } from './lib/worker'

export async function createServer(options: { serveWeb?: string } = {}) {
  // Production refuses the development SESSION_SECRET or a short one (lib/auth/session.ts).
  assertSessionSecret()
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 10 * 1024 * 1024,
  })
  // The dbAuth web client posts its logout body as JSON without a JSON content type.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body ? JSON.parse(body as string) : {})
    } catch {
      done(null, body)
    }
  })
  for (const register of functions) await register(app)

  if (options.serveWeb) {
    const root = path.resolve(projectRoot, options.serveWeb)
    if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: run yarn rw build`)
    await app.register(fastifyStatic, { root, wildcard: false })
    // Client-side routes: anything that is not /api and not a file gets the app shell.
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api/') || req.method !== 'GET') return reply.status(404).send({ error: 'Not found' })
      return reply.sendFile('index.html')
    })
  }
  return app
}

async function main() {
  const app = await createServer({ serveWeb: process.env.SERVE_WEB })
  const port = intSetting('PORT', 8911)
  await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' })
  // Outbox delivery and auth housekeeping (lib/worker.ts); tests never reach main().
  const stopWorker = startBackgroundWorker()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopWorker()
      void app.close().then(() => process.exit(0))
    })
  }
}

// Started directly (tsx or the built bundle), not imported by tests.
const entry = process.argv[1] ?? ''
if (entry.endsWith('server.ts') || entry.endsWith('server.js')) void main()

// GET /api/health: is the API up, and can it reach the database? Answers within HEALTH_TIMEOUT_MS
// whatever the database does: a load balancer's probe must not hang on a database that went silent.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { db } from '../lib/db'

/** Shorter than a probe's usual timeout (5 s), so the answer is ours: 503. */
export const HEALTH_TIMEOUT_MS = 2000

export default async function healthFunction(app: FastifyInstance) {
  app.get('/api/health', async (_req, reply) => {
    const started = performance.now()
    let timer: NodeJS.Timeout | undefined
    try {
      const check = db.execute(sql`select 1`)
      // The check may still settle after we answered: its outcome is no longer anyone's.
      check.catch(() => {})
      await Promise.race([
        check,
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS)
        }),
      ])
      return { status: 'ok', database: { status: 'ok', latencyMs: Math.round(performance.now() - started) } }
    } catch (error) {
      reply.log.error({ err: error }, 'health check: database unreachable')
      return reply.status(503).send({ status: 'error', database: { status: 'unreachable' } })
    } finally {
      clearTimeout(timer)
    }
  })
}

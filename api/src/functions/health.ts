// GET /api/health: is the API up, and can it reach the database?
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { db } from '../lib/db'

export default async function healthFunction(app: FastifyInstance) {
  app.get('/api/health', async (_req, reply) => {
    const started = performance.now()
    try {
      await db.execute(sql`select 1`)
      return { status: 'ok', database: { status: 'ok', latencyMs: Math.round(performance.now() - started) } }
    } catch (error) {
      reply.log.error({ err: error }, 'health check: database unreachable')
      return reply.status(503).send({ status: 'error', database: { status: 'unreachable' } })
    }
  })
}

// GET /api/metrics: the process's metrics in Prometheus' text format (lib/metrics.ts) for the
// operator's scraper. Off (404) until METRICS_TOKEN is set; then only `Authorization: Bearer
// <METRICS_TOKEN>` reads it (compared in constant time): the figures name routes, jobs and volumes
// a stranger has no business seeing. Not rate-limited: a scraper calls every 15 to 60 s.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { setting } from '../lib/env'
import { metricsRegistry } from '../lib/metrics'
import { sendProblem } from '../lib/security/errorHandler'

const digest = (value: string) => createHash('sha256').update(value).digest()

export default async function metricsFunction(app: FastifyInstance) {
  app.get('/api/metrics', async (req, reply) => {
    const token = setting('METRICS_TOKEN', '')
    if (!token) return sendProblem(req, reply, 404, 'Not found')
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    // Hashes first: equal lengths for timingSafeEqual, and the comparison says nothing about the length.
    if (!timingSafeEqual(digest(given), digest(token))) {
      return sendProblem(req, reply, 401, 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>')
    }
    return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(await metricsRegistry.metrics())
  })
}

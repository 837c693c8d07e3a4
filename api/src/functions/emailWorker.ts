// POST /api/email-worker: runs one sweep (outbox delivery + auth housekeeping) and answers
// the counts, for a cron job or an operator. The job queue also runs both on its schedules
// (lib/jobs: mail-sweep, auth-housekeeping).
//
// Protection: with EMAIL_WORKER_SECRET set, the request must carry it in the
// `x-email-worker-secret` header (compared in constant time). Without one, only a direct
// loopback connection outside production is accepted: the socket's own address, never
// X-Forwarded-For, and no proxy headers at all (a reverse proxy on the same host would
// otherwise make every visitor look local).
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isProduction } from '../lib/env'
import { runSweep } from '../lib/worker'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export function mayRunWorker(req: FastifyRequest): boolean {
  const secret = process.env.EMAIL_WORKER_SECRET
  if (secret) {
    const given = Buffer.from(String(req.headers['x-email-worker-secret'] ?? ''))
    const expected = Buffer.from(secret)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
  if (isProduction) return false
  const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined
  return !proxied && LOOPBACK.has(req.socket.remoteAddress ?? '')
}

export default async function emailWorkerFunction(app: FastifyInstance) {
  app.post('/api/email-worker', async (req, reply) => {
    if (!mayRunWorker(req)) return reply.status(403).send({ error: 'Not allowed to run the e-mail worker.' })
    return runSweep()
  })
}

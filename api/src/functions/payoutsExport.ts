// GET /api/payouts-export?format=csv|xlsx[&ids=1,2]: the payouts for the bank or GCash batch (the
// unpaid ones unless ids names some), thin over services/affiliates/payouts.ts exportPayouts. As
// the form responses export: the session cookie authenticates (a link cannot send the bearer
// token), `?as=<role>` picks the acting level, that level's page flag affiliates is required, and
// the answer is private and same-origin.
import type { FastifyInstance } from 'fastify'
import { authenticateRequest } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { AppError } from '../lib/errors'
import { sendProblem } from '../lib/security/errorHandler'
import { exportPayouts } from '../services/affiliates/payouts'
import { withRequestedRole } from './formResponsesExport'
import { sendPrivateFile } from '../lib/privateDownload'

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 }

export default async function payoutsExportFunction(app: FastifyInstance) {
  app.get<{ Querystring: { format?: string; ids?: string; as?: string } }>('/api/payouts-export', async (req, reply) => {
    const format = req.query.format === 'xlsx' ? 'xlsx' : req.query.format === 'csv' || req.query.format === undefined ? 'csv' : null
    if (!format) return sendProblem(req, reply, 400, 'Choose format csv or xlsx')
    const ids = req.query.ids === undefined ? null : req.query.ids.split(',').filter(Boolean).map(Number)
    if (ids && (ids.length > 1000 || ids.some((id) => !Number.isSafeInteger(id) || id < 1))) return sendProblem(req, reply, 400, 'ids must be payout ids separated by commas')
    const auth = await authenticateRequest(withRequestedRole(req, req.query.as))
    try {
      const file = await runWithContext(
        {
          request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'] },
          currentUser: auth?.currentUser ?? null,
          sessionIdHash: auth?.sessionIdHash ?? null,
          loaders: new Map(),
        },
        () => exportPayouts(auth?.currentUser ?? null, format, ids),
      )
      return sendPrivateFile(reply, { contentType: file.contentType, fileName: file.fileName, body: file.body })
    } catch (error) {
      if (error instanceof AppError) {
        const code = String(error.extensions.code)
        return sendProblem(req, reply, STATUS[code] ?? 400, error.message, code)
      }
      throw error
    }
  })
}

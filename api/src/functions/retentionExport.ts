// GET /api/retention-export?format=csv|xlsx&bucket=&batchId=&search=: the renewal worklist as a
// download, thin over services/retention/retentionExport.ts. As the other exports
// (infoLogsExport.ts): the session cookie authenticates, `?as=<role>` picks the acting level (whose
// page flag retention is required, and which decides whose members are exported), and the answer is
// private and same-origin. The file streams: a failure after the first byte ends the download short.
import type { FastifyInstance } from 'fastify'
import { logImpersonatedRequest } from '../lib/audit'
import { authenticateRequest } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { AppError } from '../lib/errors'
import { sendPrivateFile } from '../lib/privateDownload'
import { sendProblem } from '../lib/security/errorHandler'
import { exportRetention } from '../services/retention/retentionExport'
import { withRequestedRole } from './formResponsesExport'

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 }
type Query = { format?: string; as?: string; bucket?: string; batchId?: string; search?: string }

export default async function retentionExportFunction(app: FastifyInstance) {
  app.get<{ Querystring: Query }>('/api/retention-export', async (req, reply) => {
    const { format: asked, as, bucket, batchId, search } = req.query
    const format = asked === 'xlsx' ? 'xlsx' : asked === 'csv' || asked === undefined ? 'csv' : null
    if (!format) return sendProblem(req, reply, 400, 'Choose format csv or xlsx')
    const batch = batchId ? Number(batchId) : null
    const auth = await authenticateRequest(withRequestedRole(req, as))
    try {
      const file = await runWithContext(
        {
          request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'] },
          currentUser: auth?.currentUser ?? null,
          sessionIdHash: auth?.sessionIdHash ?? null,
          loaders: new Map(),
        },
        async () => {
          await logImpersonatedRequest(auth?.currentUser ?? null, { method: req.method, url: req.url })
          return exportRetention(auth?.currentUser ?? null, format, { bucket: bucket || null, batchId: batch, search: search || null })
        },
      )
      file.body.on('error', (error) => req.log.error({ err: error }, 'retention export failed while streaming'))
      return sendPrivateFile(reply, { contentType: file.contentType, fileName: file.fileName, body: file.body })
    } catch (error) {
      if (error instanceof AppError) {
        const code = String(error.extensions.code)
        const fields = (error.extensions.properties as { messages?: Record<string, string[]> } | undefined)?.messages ?? {}
        const message = [error.message, ...Object.values(fields).flat()].join(': ')
        return sendProblem(req, reply, STATUS[code] ?? 400, message, code)
      }
      throw error
    }
  })
}

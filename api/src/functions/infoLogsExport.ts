// GET /api/info-logs-export?format=csv|xlsx&actor=&subject=&action=&from=&to=: the info logs
// report's filtered list as a download, thin over services/reports/infoLogsExport.ts. As the other
// exports (formResponsesExport.ts): the session cookie authenticates (a link cannot send the
// bearer token), `?as=<role>` picks the acting level, whose page flag infoLogsReport is required,
// and the answer is private and same-origin. The file streams: a failure after the first byte
// ends the download short (logged), as a download can only fail then.
import type { FastifyInstance } from 'fastify'
import { logImpersonatedRequest } from '../lib/audit'
import { authenticateRequest } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { AppError } from '../lib/errors'
import { sendProblem } from '../lib/security/errorHandler'
import { exportInfoLogs } from '../services/reports/infoLogsExport'
import { withRequestedRole } from './formResponsesExport'
import { sendPrivateFile } from '../lib/privateDownload'

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 }
type Query = { format?: string; as?: string; actor?: string; subject?: string; action?: string; from?: string; to?: string }

export default async function infoLogsExportFunction(app: FastifyInstance) {
  app.get<{ Querystring: Query }>('/api/info-logs-export', async (req, reply) => {
    const { format: asked, as, actor, subject, action, from, to } = req.query
    const format = asked === 'xlsx' ? 'xlsx' : asked === 'csv' || asked === undefined ? 'csv' : null
    if (!format) return sendProblem(req, reply, 400, 'Choose format csv or xlsx')
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
          return exportInfoLogs(auth?.currentUser ?? null, format, { actor, subject, action, from, to })
        },
      )
      file.body.on('error', (error) => req.log.error({ err: error }, 'info logs export failed while streaming'))
      return sendPrivateFile(reply, { contentType: file.contentType, fileName: file.fileName, body: file.body })
    } catch (error) {
      if (error instanceof AppError) {
        const code = String(error.extensions.code)
        // A bad filter says which (the reversed range's own words), not only that one was bad.
        const fields = (error.extensions.properties as { messages?: Record<string, string[]> } | undefined)?.messages ?? {}
        const message = [error.message, ...Object.values(fields).flat()].join(': ')
        return sendProblem(req, reply, STATUS[code] ?? 400, message, code)
      }
      throw error
    }
  })
}

// GET /api/community-report-export?format=csv|xlsx&batchId=&groupId=&stageId=&range=&status=: the
// community report's members list as a download, thin over services/reports/communityReportExport.ts.
// As the other exports (infoLogsExport.ts): the session cookie authenticates (a link cannot send the
// bearer token), `?as=<role>` picks the acting level, whose page flag communityReport is required,
// and the answer is private and same-origin. The file streams: a failure after the first byte ends
// the download short (logged), as a download can only fail then.
import type { FastifyInstance } from 'fastify'
import { logImpersonatedRequest } from '../lib/audit'
import { authenticateRequest } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { AppError } from '../lib/errors'
import { sendPrivateFile } from '../lib/privateDownload'
import { sendProblem } from '../lib/security/errorHandler'
import { exportCommunityReport } from '../services/reports/communityReportExport'
import { withRequestedRole } from './formResponsesExport'

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 }
type Query = { format?: string; as?: string; batchId?: string; groupId?: string; stageId?: string; range?: string; status?: string }

/** '12' -> 12; blank -> null; anything else stays text, for the schema to refuse in its own words. */
const idParam = (value: string | undefined) => (!value ? null : /^\d+$/.test(value) ? Number(value) : value)

export default async function communityReportExportFunction(app: FastifyInstance) {
  app.get<{ Querystring: Query }>('/api/community-report-export', async (req, reply) => {
    const { format: asked, as, batchId, groupId, stageId, range, status } = req.query
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
          return exportCommunityReport(auth?.currentUser ?? null, format, {
            batchId: idParam(batchId),
            groupId: idParam(groupId),
            stageId: idParam(stageId),
            range: range || null,
            status: status || null,
          })
        },
      )
      file.body.on('error', (error) => req.log.error({ err: error }, 'community report export failed while streaming'))
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

// GET /api/form-responses-export/{formId}: every response to a form as a CSV download (the
// "Download CSV" button of /forms/{id}), thin over services/forms/export.ts.
// The session cookie authenticates, as for the file downloads (functions/files.ts): a link cannot
// send the bearer token, the route only reads (its one write is the export's info log), the cookie
// is SameSite=Strict and Cross-Origin-Resource-Policy keeps other sites from reading the answer.
// A bearer token, when sent, must be the session's (authenticate.ts). `?as=<role>` picks which of
// the user's access levels acts, as the x-current-role header does for scripts (only a level the
// user holds is ever used); that role's page flag `form` is required, as for the form's page. An
// export made while an admin impersonates someone is written to the info log.
import type { FastifyInstance } from 'fastify'
import { authenticateRequest } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { AppError } from '../lib/errors'
import { sendProblem } from '../lib/security/errorHandler'
import { logImpersonatedRequest } from '../lib/audit'
import { formResponsesCsv } from '../services/forms/export'
import { sendPrivateFile } from '../lib/privateDownload'
import { withRequestedRole } from './spreadsheetDownload'

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 }

export default async function formResponsesExportFunction(app: FastifyInstance) {
  app.get<{ Params: { formId: string }; Querystring: { as?: string } }>('/api/form-responses-export/:formId', async (req, reply) => {
    const formId = /^[1-9][0-9]{0,9}$/.test(req.params.formId) ? Number(req.params.formId) : NaN
    if (!Number.isSafeInteger(formId) || formId > 2_147_483_647) return sendProblem(req, reply, 404, 'Form not found')
    const auth = await authenticateRequest(withRequestedRole(req, req.query.as))
    try {
      const { fileName, csv } = await runWithContext(
        {
          request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'] },
          currentUser: auth?.currentUser ?? null,
          sessionIdHash: auth?.sessionIdHash ?? null,
          loaders: new Map(),
        },
        async () => {
          await logImpersonatedRequest(auth?.currentUser ?? null, { method: req.method, url: req.url })
          return formResponsesCsv(auth?.currentUser ?? null, formId)
        },
      )
      csv.on('error', (error) => req.log.error({ err: error }, 'form responses export failed while streaming'))
      return sendPrivateFile(reply, { contentType: 'text/csv; charset=utf-8', fileName: fileName, body: csv })
    } catch (error) {
      if (error instanceof AppError) {
        const code = String(error.extensions.code)
        return sendProblem(req, reply, STATUS[code] ?? 400, error.message, code)
      }
      throw error
    }
  })
}

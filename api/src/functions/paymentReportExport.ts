// GET /api/payment-report-export?format=csv|xlsx&period=&year=&month=&from=&to=&productId=&funnelId=
// &paymentPlatform=&status=&agingBucket=: the payment report's bills as a download, thin over
// services/reports/paymentReportExport.ts. As the info logs export: the session cookie
// authenticates, `?as=<role>` picks the acting level (page flag paymentReport required), the
// answer is private and same-origin, and the file streams.
import type { FastifyInstance } from 'fastify'
import { logImpersonatedRequest } from '../lib/audit'
import { authenticateRequest } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { AppError, UserInputError } from '../lib/errors'
import { sendProblem } from '../lib/security/errorHandler'
import { exportPaymentReport } from '../services/reports/paymentReportExport'
import type { BillsArgs } from '../services/reports/paymentReportBills'
import { withRequestedRole } from './formResponsesExport'
import { sendPrivateFile } from '../lib/privateDownload'

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 }
type Query = Record<'format' | 'as' | 'period' | 'year' | 'month' | 'from' | 'to' | 'productId' | 'funnelId' | 'paymentPlatform' | 'status' | 'agingBucket', string | undefined>

/** A whole number from the query, undefined when absent; anything else is refused naming the field. */
function whole(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^\d+$/.test(value)) throw new UserInputError('Invalid payment report filter', { [field]: ['Enter a whole number'] })
  return Number(value)
}

/** The page's query string as the bills' arguments (the period as ReportPeriodInput). */
export function billsArgs(query: Partial<Query>): BillsArgs {
  return {
    period: query.period ? { period: query.period as never, year: whole(query.year, 'year'), month: whole(query.month, 'month'), from: query.from || null, to: query.to || null } : null,
    productId: whole(query.productId, 'productId'),
    funnelId: query.funnelId || null,
    paymentPlatform: query.paymentPlatform || null,
    status: query.status || null,
    agingBucket: query.agingBucket || null,
  }
}

export default async function paymentReportExportFunction(app: FastifyInstance) {
  app.get<{ Querystring: Partial<Query> }>('/api/payment-report-export', async (req, reply) => {
    const { format: asked, as } = req.query
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
          return exportPaymentReport(auth?.currentUser ?? null, format, billsArgs(req.query))
        },
      )
      file.body.on('error', (error) => req.log.error({ err: error }, 'payment report export failed while streaming'))
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

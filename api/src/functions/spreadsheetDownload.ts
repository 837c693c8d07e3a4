// The one way a list or report is downloaded as a spreadsheet (GET <path>?format=csv|xlsx&...): the
// session cookie authenticates, as for the file downloads (a link cannot send the bearer token; a
// bearer token, when sent, must be the session's); `?as=<role>` picks which of the user's access
// levels acts, as the x-current-role header does for scripts; the service checks that role's page
// flag and its filters; an export made while an admin impersonates someone is written to the info
// log; the answer is private and same-origin (lib/privateDownload.ts). The file streams from the
// service: a failure after the first byte can only end the download short, so it is logged.
// A CSV is compressed here (br, else gzip, as the browser accepts), through one stream.pipeline,
// so the reader's pace reaches the rows: the server-wide compression (@fastify/compress) passes a
// stream's compressed output on without waiting for the socket, which held a slow reader's whole
// backlog in memory. An XLSX is a zip already and leaves as it is.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CurrentUser } from '../../../common/currentUser'
import { logImpersonatedRequest } from '../lib/audit'
import { authenticateRequest } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { AppError } from '../lib/errors'
import { sendPrivateFile } from '../lib/privateDownload'
import { sendProblem } from '../lib/security/errorHandler'
import { pipeline, Readable } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { CSV_CONTENT_TYPE, type ExportFormat } from '../lib/spreadsheets'

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 }

export type DownloadQuery = Record<string, string | undefined>
/** A streamed file (lib/spreadsheets exportFile), or a small one made whole in memory. */
export type DownloadFile = { fileName: string; contentType: string; body: Readable | Buffer | string }

/** The request as authenticate.ts reads it, with `?as=` standing in for the x-current-role header a link cannot send. */
export function withRequestedRole(req: FastifyRequest, as: unknown): FastifyRequest {
  const role = typeof as === 'string' ? as.slice(0, 100) : ''
  if (!role || req.headers['x-current-role']) return req
  return { headers: { ...req.headers, 'x-current-role': role } } as unknown as FastifyRequest
}

/** The encoding to answer with for an Accept-Encoding header: br, else gzip, else none (q=0 refuses one). */
export function downloadEncoding(accepted: string | undefined): 'br' | 'gzip' | null {
  const weights = new Map<string, number>()
  for (const part of (accepted ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return null
}

/** The streamed body compressed for `encoding`, the reader's pace passed back to the rows. */
function compressed(body: Readable, encoding: 'br' | 'gzip', onError: (error: Error) => void): Readable {
  // Brotli at quality 4 and gzip at level 6, as the server's other answers (fast enough to keep up with the rows).
  const zip = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip()
  return pipeline(body, zip, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error)
  })
}

/**
 * Serves GET `path`: `build` makes the file for the signed-in user (or null) from the query's
 * filters, refusing with an AppError (a bad filter is a BAD_USER_INPUT whose field messages are
 * joined into the problem's words: "Invalid filter: The end date must be on or after the start date").
 */
export function spreadsheetDownload(
  app: FastifyInstance,
  path: string,
  name: string,
  build: (user: CurrentUser | null, format: ExportFormat, query: DownloadQuery) => Promise<DownloadFile>,
) {
  // compress: false: a streamed CSV is compressed below, with backpressure.
  app.get<{ Querystring: DownloadQuery }>(path, { compress: false }, async (req, reply) => {
    const asked = req.query.format
    const format = asked === 'xlsx' ? 'xlsx' : asked === 'csv' || asked === undefined ? 'csv' : null
    if (!format) return sendProblem(req, reply, 400, 'Choose format csv or xlsx')
    const auth = await authenticateRequest(withRequestedRole(req, req.query.as))
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
          return build(auth?.currentUser ?? null, format, req.query)
        },
      )
      const failed = (error: Error) => req.log.error({ err: error }, `${name} export failed while streaming`)
      const streamed = typeof file.body === 'object' && 'pipe' in file.body
      const csv = file.contentType === CSV_CONTENT_TYPE
      const encoding = csv ? downloadEncoding(req.headers['accept-encoding']) : null
      if (csv) reply.header('vary', 'accept-encoding')
      let body = file.body
      if (encoding) {
        reply.header('content-encoding', encoding)
        body = compressed(streamed ? (file.body as Readable) : Readable.from([Buffer.from(file.body as Buffer | string)]), encoding, failed)
      } else if (streamed) (file.body as Readable).on('error', failed)
      return sendPrivateFile(reply, { contentType: file.contentType, fileName: file.fileName, body })
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

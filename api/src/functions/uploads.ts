// Bulk import endpoints (docs/product.md, "uploads"; docs/imports.md), the product's API prefixes:
//   POST /api/upload-create-users, /api/upload-upsert-users, /api/upload-update-users,
//        /api/upload-create-groups, /api/upload-create-courses
//     multipart/form-data: `file` (one .xlsx workbook, or up to three .csv files, one per sheet)
//     and `dryRun` (true = preview, the default; false = import). Answers 202 { id, status } of
//     the queued upload job; the page follows it through GraphQL (uploadJob).
//   GET /api/uploads/templates/{file}: the templates (members.xlsx, members.csv,
//     members-subscriptions.csv, groups.xlsx ...).
// Both need the uploadContents page flag. POSTs are signed in with the bearer token only, as
// /api/upload-file (functions/uploadFile.ts: a cross-site form can send the cookie, never the
// token); the template GETs, plain links that change nothing, also take the session cookie
// (as functions/formResponsesExport.ts, with ?as=<role>). Uploads over 10 MB (all files
// together) are refused with 413 and the spec's message to contact an admin, before the
// body is read when Content-Length says so, or the moment the stream passes the limit.
// Requests made while an admin impersonates someone are written to the info log
// (lib/audit.ts logImpersonatedRequest).
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { UPLOAD_LIMIT_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '../../../common/files'
import { UPLOAD_ENDPOINTS, UPLOAD_TEMPLATES_URL, uploadFormSchema, uploadMessages } from '../../../common/validation/uploads'
import { requireAccess } from '../directives'
import { authenticateRequest, bearerToken } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { AppError } from '../lib/errors'
import { nudgeWorker } from '../lib/jobs'
import { sendProblem } from '../lib/security/errorHandler'
import { templateFile, type UploadedSpreadsheet } from '../lib/spreadsheets'
import { storage } from '../lib/storage'
import { logImpersonatedRequest } from '../lib/audit'
import { createUploadJob, UploadRefusedError } from '../services/uploads/jobs'
import { sendPrivateFile } from '../lib/privateDownload'

/** Room for the multipart framing: boundaries, part headers, file names, the dryRun field. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024
/** .csv files one upload may carry (the largest template has three sheets). */
const MAX_FILES = 3

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 }

export default async function uploadsFunction(app: FastifyInstance) {
  storage()
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: MAX_FILES, fields: 2, parts: MAX_FILES + 2, fieldSize: 100, fieldNameSize: 100, headerPairs: 20 },
    throwFileSizeLimit: true,
  })

  for (const [url, { kind, mode }] of Object.entries(UPLOAD_ENDPOINTS)) {
    app.route({
      method: 'POST',
      url,
      bodyLimit: UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES,
      onRequest: async (req, reply) => {
        if (!req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) {
          return refuse(req, reply, new Refusal(415, 'Send the file as multipart/form-data, in a field named "file".'))
        }
        const declared = Number(req.headers['content-length'])
        if (Number.isFinite(declared) && declared > UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES) {
          return refuse(req, reply, new Refusal(413, UPLOAD_TOO_LARGE_MESSAGE))
        }
      },
      handler: async (req, reply) => {
        const auth = bearerToken(req) ? await authenticateRequest(req) : null
        try {
          const job = await runWithContext(requestContext(req, auth), async () => {
            await logImpersonatedRequest(auth?.currentUser ?? null, { method: req.method, url: req.url })
            const user = requireAccess(auth?.currentUser ?? null, { page: 'uploadContents' })
            const { files, fields } = await readForm(req)
            const parsed = uploadFormSchema.safeParse(fields)
            if (!parsed.success) throw new Refusal(400, parsed.error.issues[0].message)
            return createUploadJob({ user, kind, mode, dryRun: parsed.data.dryRun, files })
          })
          // Its queue job was stored with it; a worker in this process takes it at once.
          nudgeWorker('upload-import')
          return reply.status(202).header('cache-control', 'no-store').send({ id: job.id, status: job.status, dryRun: job.dryRun })
        } catch (error) {
          if (error instanceof AppError) {
            const code = String(error.extensions.code)
            return refuse(req, reply, new Refusal(STATUS[code] ?? 400, code === 'UNAUTHENTICATED' ? 'Sign in to upload files.' : error.message))
          }
          if (error instanceof UploadRefusedError) return refuse(req, reply, new Refusal(400, error.message))
          const problem = multipartProblem(error)
          if (problem) return refuse(req, reply, problem)
          throw error
        }
      },
    })
  }

  app.get<{ Params: { file: string }; Querystring: { as?: string } }>(`${UPLOAD_TEMPLATES_URL}/:file`, async (req, reply) => {
    const auth = await authenticateRequest(withRequestedRole(req, req.query.as))
    await runWithContext(requestContext(req, auth), () => logImpersonatedRequest(auth?.currentUser ?? null, { method: req.method, url: req.url }))
    try {
      requireAccess(auth?.currentUser ?? null, { page: 'uploadContents' })
    } catch (error) {
      const code = String((error as AppError).extensions?.code)
      return sendProblem(req, reply, STATUS[code] ?? 403, (error as Error).message, code)
    }
    const template = await templateFile(req.params.file)
    if (!template) return sendProblem(req, reply, 404, 'No such template', 'NOT_FOUND')
    return sendPrivateFile(reply, { contentType: template.contentType, fileName: req.params.file, body: template.body })
  })
}

/** The request's context (services read the user and the request's id and address from it). */
function requestContext(req: FastifyRequest, auth: Awaited<ReturnType<typeof authenticateRequest>>) {
  return {
    request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'] },
    currentUser: auth?.currentUser ?? null,
    sessionIdHash: auth?.sessionIdHash ?? null,
    loaders: new Map(),
  }
}

/** The files (at most 10 MB together) and the dryRun field. */
async function readForm(req: FastifyRequest): Promise<{ files: UploadedSpreadsheet[]; fields: { dryRun?: string } }> {
  const files: UploadedSpreadsheet[] = []
  const fields: { dryRun?: string } = {}
  let total = 0
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume()
        throw new Refusal(400, `Unexpected form field "${part.fieldname.slice(0, 40)}": send "file" and "dryRun".`)
      }
      const bytes = await readFilePart(part, UPLOAD_LIMIT_BYTES - total)
      total += bytes.length
      files.push({ fileName: part.filename, bytes })
    } else if (part.fieldname === 'dryRun') {
      fields.dryRun = String(part.value)
    } else {
      throw new Refusal(400, `Unexpected form field "${part.fieldname.slice(0, 40)}": send "file" and "dryRun".`)
    }
  }
  if (!files.length) throw new Refusal(400, uploadMessages.noFile)
  return { files, fields }
}

/** The part's bytes; rejects with 413 the moment they pass `room`. */
function readFilePart(part: MultipartFile, room: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const tooLarge = () => reject(new Refusal(413, UPLOAD_TOO_LARGE_MESSAGE))
    part.file.on('limit', tooLarge)
    part.file.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > room) return tooLarge()
      chunks.push(chunk)
    })
    let ended = false
    part.file.once('end', () => {
      ended = true
      if (part.file.truncated) tooLarge()
      else resolve(Buffer.concat(chunks, size))
    })
    part.file.once('error', reject)
    part.file.once('close', () => {
      if (!ended) reject(new Refusal(400, 'The upload ended before the whole file arrived. Try again.'))
    })
  })
}

function multipartProblem(error: unknown): Refusal | null {
  if (error instanceof Refusal) return error
  const e = error as { code?: string; statusCode?: number; message?: string }
  switch (e?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new Refusal(413, UPLOAD_TOO_LARGE_MESSAGE)
    case 'FST_FILES_LIMIT':
      return new Refusal(400, `Upload at most ${MAX_FILES} files: one .xlsx workbook, or one .csv per sheet.`)
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new Refusal(400, 'Unexpected form fields: send "file" and "dryRun".')
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new Refusal(415, 'Send the file as multipart/form-data, in a field named "file".')
  }
  if (e?.statusCode === undefined && typeof e?.message === 'string' && /form|multipart|boundary|part/i.test(e.message)) {
    return new Refusal(400, `The upload could not be read (${e.message}). Try again.`)
  }
  return null
}

function refuse(req: FastifyRequest, reply: FastifyReply, problem: Refusal) {
  reply.header('connection', 'close')
  return sendProblem(req, reply, problem.status, problem.message)
}

/** The request as authenticate.ts reads it, with `?as=` standing in for the x-current-role header a link cannot send. */
function withRequestedRole(req: FastifyRequest, as: unknown): FastifyRequest {
  const role = typeof as === 'string' ? as.slice(0, 100) : ''
  if (!role || req.headers['x-current-role']) return req
  return { headers: { ...req.headers, 'x-current-role': role } } as unknown as FastifyRequest
}

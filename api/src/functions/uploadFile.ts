// POST /api/upload-file: one file, multipart/form-data (field `file`, optional `purpose`), for a
// signed-in user; answers the stored file as JSON { id, key, fileName, contentType, sizeBytes,
// category }. A thin adapter over services/files/uploads.ts (docs/storage.md):
//   - signed in only with the bearer token, as /api/graphql (the cookie alone is signed out:
//     a cross-site form can make a browser send the cookie, never the token; docs/security.md);
//   - at most UPLOAD_LIMIT_BYTES (10 MB): refused with 413 when Content-Length says more, and the
//     moment the stream passes the limit otherwise, then the connection is closed: a larger body
//     is never read whole;
//   - a client that disconnects leaves nothing (no object, no row): the file is kept in memory
//     (at most 10 MB) until it is whole, and checked before and after it is stored;
//   - at most the uploader's daily quota (services/files/quota.ts): over it, 429 with Retry-After
//     and a message saying the limit and when the file fits, nothing stored;
//   - an upload made while an admin impersonates someone is written to the info log.
// Uploads attached to nothing for a day are swept every hour by the job queue's files-sweep
// schedule (services/files/sweep.ts).
// @fastify/multipart (busboy) is registered in this function's own Fastify scope (server.ts gives
// every function one), so no other route parses multipart bodies.
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { UPLOAD_LIMIT_BYTES, UPLOAD_URL } from '../../../common/files'
import { authenticateRequest, bearerToken } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { intSetting } from '../lib/env'
import { lingerOnClose } from '../lib/lingeringClose'
import { storage } from '../lib/storage'
import type { EdgeSettings } from '../lib/security/edgeSettings'
import { sendProblem } from '../lib/security/errorHandler'
import { UserInputError } from '../lib/errors'
import { ClientGoneError, FileRequestError } from '../services/files/errors'
import { logImpersonatedRequest } from '../lib/audit'
import { fileMessages } from '../services/files/messages'
import { storeUpload } from '../services/files/uploads'

/** Room for the multipart framing around the file: boundaries, part headers, a long file name, `purpose`. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** Uploads one client address may start per minute, per process (UPLOAD_RATE_LIMIT_PER_MINUTE; 0 = no limit). */
export const DEFAULT_UPLOAD_RATE_LIMIT_PER_MINUTE = 30

export default async function uploadFileFunction(app: FastifyInstance, _edge: EdgeSettings) {
  // A wrong storage setting stops the server at start, naming the setting.
  storage()
  const perMinute = intSetting('UPLOAD_RATE_LIMIT_PER_MINUTE', DEFAULT_UPLOAD_RATE_LIMIT_PER_MINUTE)

  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, fieldNameSize: 100, headerPairs: 20 },
    throwFileSizeLimit: true,
  })

  app.route({
    method: 'POST',
    url: UPLOAD_URL,
    bodyLimit: UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES,
    config: {
      rateLimit: perMinute
        ? {
            max: perMinute,
            timeWindow: 60_000,
            errorResponseBuilder: (_req, { after, statusCode }) =>
              Object.assign(new Error(`Too many uploads from your address. Try again in ${after}.`), { statusCode }),
          }
        : false,
    },
    // Before the body: refused without reading it, and the connection closed (Node would
    // otherwise read the rest of the body to keep the connection alive).
    onRequest: async (req, reply) => {
      if (!req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) {
        return refuse(req, reply, new FileRequestError(415, fileMessages.multipartOnly))
      }
      const declared = Number(req.headers['content-length'])
      if (Number.isFinite(declared) && declared > UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES) {
        return refuse(req, reply, new FileRequestError(413, fileMessages.tooLarge))
      }
    },
    handler: async (req, reply) => {
      const auth = bearerToken(req) ? await authenticateRequest(req) : null
      if (!auth) return refuse(req, reply, new FileRequestError(401, fileMessages.signedOut))

      let gone = false
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) gone = true
      })
      try {
        const uploaded = await runWithContext(
          {
            request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'] },
            currentUser: auth.currentUser,
            sessionIdHash: auth.sessionIdHash,
            loaders: new Map(),
          },
          async () => {
            await logImpersonatedRequest(auth.currentUser, { method: req.method, url: req.url })
            const { fileName, bytes, fields } = await readUpload(req)
            return storeUpload({ user: auth.currentUser, fileName, bytes, fields, clientGone: () => gone })
          },
        )
        return reply.status(201).header('cache-control', 'no-store').send(uploaded)
      } catch (error) {
        if (gone || error instanceof ClientGoneError) {
          req.log.info({ reqId: req.id }, 'upload abandoned by the client: nothing kept')
          return reply
        }
        if (error instanceof UserInputError) {
          const messages = Object.values((error.extensions.properties as { messages: Record<string, string[]> }).messages).flat()
          return refuse(req, reply, new FileRequestError(400, messages.join(' ') || error.message))
        }
        const multipartError = multipartProblem(error)
        if (multipartError) return refuse(req, reply, multipartError)
        throw error
      }
    },
  })
}

/**
 * Reads the form: the file into memory (at most UPLOAD_LIMIT_BYTES; past that it stops at once
 * with 413) and the `purpose` field, in any order.
 */
async function readUpload(req: FastifyRequest): Promise<{ fileName: string; bytes: Buffer; fields: { purpose?: unknown } }> {
  const fields: { purpose?: unknown } = {}
  let file: { fileName: string; bytes: Buffer } | null = null
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        part.file.resume()
        throw new FileRequestError(400, file ? fileMessages.oneFile : fileMessages.unknownField(part.fieldname))
      }
      file = { fileName: part.filename, bytes: await readFilePart(part) }
    } else if (part.fieldname === 'purpose') {
      fields.purpose = part.value
    } else {
      throw new FileRequestError(400, fileMessages.unknownField(part.fieldname))
    }
  }
  if (!file) throw new FileRequestError(400, fileMessages.noFile)
  return { ...file, fields }
}

/** The file's bytes; rejects the moment they pass the limit, without waiting for the part to end. */
function readFilePart(part: MultipartFile): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const tooLarge = () => reject(new FileRequestError(413, fileMessages.tooLarge))
    part.file.on('limit', tooLarge)
    part.file.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > UPLOAD_LIMIT_BYTES) return tooLarge()
      chunks.push(chunk)
    })
    let ended = false
    part.file.once('end', () => {
      ended = true
      if (part.file.truncated) tooLarge()
      else resolve(Buffer.concat(chunks, size))
    })
    part.file.once('error', reject)
    // Destroyed without an error (the parser torn down): never wait for an end that cannot come.
    part.file.once('close', () => {
      if (!ended) reject(new FileRequestError(400, fileMessages.endedEarly))
    })
  })
}

/** @fastify/multipart's and busboy's complaints about the form, as problems a person can act on. */
function multipartProblem(error: unknown): FileRequestError | null {
  if (error instanceof FileRequestError) return error
  const e = error as { code?: string; statusCode?: number; message?: string }
  switch (e?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new FileRequestError(413, fileMessages.tooLarge)
    case 'FST_FILES_LIMIT':
      return new FileRequestError(400, fileMessages.oneFile)
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new FileRequestError(400, fileMessages.unknownField('(too many fields)'))
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new FileRequestError(415, fileMessages.multipartOnly)
  }
  // busboy: a malformed body ("Unexpected end of form", "Malformed part header" ...).
  if (e?.statusCode === undefined && typeof e?.message === 'string' && /form|multipart|boundary|part/i.test(e.message)) {
    return new FileRequestError(400, `The upload could not be read (${e.message}). Try again.`)
  }
  return null
}

/**
 * Answers the problem and closes the connection, so an unread body is not read to its end; the
 * close lingers (lib/lingeringClose.ts) so the client reads the answer before the connection goes.
 */
function refuse(req: FastifyRequest, reply: FastifyReply, problem: FileRequestError) {
  reply.header('connection', 'close')
  lingerOnClose(req.raw.socket)
  if (problem.retryAfterSeconds) reply.header('retry-after', String(problem.retryAfterSeconds))
  return sendProblem(req, reply, problem.status, problem.message)
}

// GET /api/files/:kind/:id: a stored file, to those who may read the row it belongs to
// (services/files/downloads.ts decides; a row you may not read answers 404 like a missing one).
// Kinds: common/files.downloads.ts FILE_DOWNLOAD_KINDS (lesson files and videos, images, resource files, uploads).
//
// Signed in by the session cookie alone: <a>, <img> and <video> cannot send the bearer token. That
// is safe because this route only reads (a GET with no side effects), the cookie is
// SameSite=Strict (another site's page cannot make the browser send it), and
// Cross-Origin-Resource-Policy: same-origin keeps other sites from embedding the answer.
// `?as=<role>` picks which of the user's access levels acts, as the x-current-role header does for
// scripts (only a level the user holds is ever used). A download made while an admin impersonates
// someone is written to the info log (lib/audit.ts logImpersonatedRequest).
//
// The answer: Content-Disposition attachment with the UTF-8 name (inline with `?inline=1` for the
// types a browser may preview: images but SVG, PDF, MP4, MP3), nosniff, the stored content type,
// Cache-Control private, an ETag (keys never change content), and HTTP Range (206) so a video can seek.
import { createHash } from 'node:crypto'
import contentDisposition from 'content-disposition'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { baseContentType, isInlinePreviewable, isStorageKey } from '../../../common/files'
import { FILE_DOWNLOAD_KINDS, type FileDownloadKind } from '../../../common/files.downloads'
import { authenticateRequest } from '../lib/auth/authenticate'
import { runWithContext } from '../lib/context'
import { parseRangeHeader, storage } from '../lib/storage'
import type { EdgeSettings } from '../lib/security/edgeSettings'
import { sendProblem } from '../lib/security/errorHandler'
import { fileMessages } from '../services/files/messages'
import { resolveFileDownload } from '../services/files/downloads'
import { logImpersonatedRequest } from '../lib/audit'

type FileRequest = { Params: { kind: string; id: string }; Querystring: { inline?: string; as?: string } }

/**
 * The file answers' own security headers (@fastify/helmet per route): a stored file is never a
 * page of the app. Nothing may run in it; only the app's own pages may frame it (a PDF preview);
 * images and media in it come from here (Chromium's image and PDF viewers style themselves inline
 * and draw the PDF with an embedded plugin, hence style-src and object-src).
 */
export const FILE_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      imgSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      styleSrc: ["'unsafe-inline'"],
      objectSrc: ["'self'"],
      frameAncestors: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  frameguard: { action: 'sameorigin' as const },
}

export default async function filesFunction(app: FastifyInstance, edge: EdgeSettings) {
  app.route<FileRequest>({
    method: ['GET', 'HEAD'],
    url: '/api/files/:kind/:id',
    exposeHeadRoute: false,
    helmet: FILE_HELMET,
    config: {
      rateLimit: edge.graphqlRequestsPerMinute
        ? {
            max: edge.graphqlRequestsPerMinute,
            timeWindow: 60_000,
            errorResponseBuilder: (_req, { after, statusCode }) =>
              Object.assign(new Error(`Too many requests from your address. Try again in ${after}.`), { statusCode }),
          }
        : false,
    },
    handler: (req, reply) => serveFile(req, reply),
  })
}

async function serveFile(req: FastifyRequest<FileRequest>, reply: FastifyReply) {
  const { kind, id: rawId } = req.params
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : NaN
  if (!(FILE_DOWNLOAD_KINDS as readonly string[]).includes(kind) || !Number.isSafeInteger(id)) {
    return sendProblem(req, reply, 404, fileMessages.notFound)
  }

  const auth = await authenticateRequest(withRequestedRole(req))
  const user = auth?.currentUser ?? null
  const target = await runWithContext(
    {
      request: { requestId: String(req.id), ip: req.ip, userAgent: req.headers['user-agent'] },
      currentUser: user,
      sessionIdHash: auth?.sessionIdHash ?? null,
      loaders: new Map(),
    },
    async () => {
      await logImpersonatedRequest(user, { method: req.method, url: req.url })
      return resolveFileDownload(kind as FileDownloadKind, user, id)
    },
  )
  const notFound = () => sendProblem(req, reply, 404, user ? fileMessages.notFound : fileMessages.notFoundSignedOut)
  // An external link is not ours to serve: the page links it directly.
  if (!target || !isStorageKey(target.storageKey)) return notFound()

  const store = storage()
  const info = await store.stat(target.storageKey)
  if (!info) {
    req.log.warn({ kind, id, key: target.storageKey }, 'a file row names an object the store does not have')
    return notFound()
  }

  const range = parseRangeHeader(single(req.headers.range), info.size)
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`)
    return sendProblem(req, reply, 416, fileMessages.rangeNotSatisfiable, 'RANGE_NOT_SATISFIABLE')
  }

  const inline = req.query.inline === '1' && isInlinePreviewable(target.contentType)
  const etag = `"${createHash('sha256').update(target.storageKey).digest('base64url').slice(0, 27)}"`
  reply
    .header('content-disposition', contentDisposition(target.fileName, { type: inline ? 'inline' : 'attachment' }))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private')
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
  if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send()

  const partial = range.kind === 'range' ? range.range : undefined
  reply.header('content-type', withCharset(target.contentType)).header('content-length', String(partial ? partial.end - partial.start + 1 : info.size))
  if (partial) reply.status(206).header('content-range', `bytes ${partial.start}-${partial.end}/${info.size}`)
  if (req.method === 'HEAD') return reply.send()

  // The object was there a moment ago and objects never change: one that vanished in between was deleted.
  const opened = await store.open(target.storageKey, partial)
  if (!opened) throw new Error(`stored object ${target.storageKey} disappeared while being served`)
  return reply.send(opened.stream)
}

/** The request as authenticate.ts reads it, with `?as=` standing in for the x-current-role header a link cannot send. */
function withRequestedRole(req: FastifyRequest<FileRequest>): FastifyRequest {
  const as = typeof req.query.as === 'string' ? req.query.as.slice(0, 100) : ''
  if (!as || req.headers['x-current-role']) return req
  return { headers: { ...req.headers, 'x-current-role': as } } as unknown as FastifyRequest
}

/** Text is stored checked as UTF-8 (services/files/inspect.ts): say so, so browsers never guess. */
function withCharset(contentType: string) {
  const base = baseContentType(contentType)
  if ((base.startsWith('text/') || base === 'application/xml' || base === 'image/svg+xml') && !/charset=/i.test(contentType)) {
    return `${contentType}; charset=utf-8`
  }
  return contentType || 'application/octet-stream'
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

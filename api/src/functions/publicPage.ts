// GET /api/public-page?path=/terms-conditions: a public page's content as JSON, for the app when
// it moves to the page from another (a page load gets the same JSON inside its HTML: lib/pageHtml.ts).
// Anyone may read it; it names nothing private. A short shared-cache lifetime and an ETag: what
// staff save shows within a minute, and an unchanged page costs a 304. A page reached through an
// affiliate's link (/{slug}/{code}) is never kept by a shared cache (private, no-store): its
// address names the affiliate.
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { PUBLIC_PAGE_URL } from '../../../common/publicPages'
import { sendProblem } from '../lib/security/errorHandler'
import { isAffiliateLinkPath, PRIVATE_PAGE_CACHE, publicPageFor } from '../services/publicPages/publicPages'

export const PUBLIC_PAGE_CACHE = 'public, max-age=60'

export default async function publicPageFunction(app: FastifyInstance) {
  app.get<{ Querystring: { path?: unknown } }>(PUBLIC_PAGE_URL, async (req, reply) => {
    const path = typeof req.query.path === 'string' ? req.query.path.split(/[?#]/)[0].slice(0, 200) : ''
    if (!path.startsWith('/')) return sendProblem(req, reply, 400, 'Name the page: ?path=/its-path')
    const page = await publicPageFor(path)
    if (!page) return sendProblem(req, reply, 404, 'No such page', 'NOT_FOUND')
    const body = JSON.stringify(page)
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    reply.header('cache-control', isAffiliateLinkPath(path) ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE).header('etag', etag)
    if (req.headers['if-none-match'] === etag) return reply.status(304).send()
    return reply.type('application/json; charset=utf-8').send(body)
  })
}

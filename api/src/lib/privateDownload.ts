// A file answered to one signed-in user (an export, a template): its type and name, never sniffed,
// never kept by a shared cache, never embedded by another site. One home for the headers every
// download route sends.
import contentDisposition from 'content-disposition'
import type { FastifyReply } from 'fastify'

export function sendPrivateFile(reply: FastifyReply, file: { contentType: string; fileName: string; body: unknown }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('cross-origin-resource-policy', 'same-origin')
    .send(file.body)
}

// The server each Playwright worker starts (e2e/support/test.ts): a throwaway in-memory database,
// a copy of the run's seeded template (E2E_TEMPLATE, made by e2eTemplate.ts), and the production
// build of web served with /api, on E2E_PORT. Nothing touches the dev database.
//
// Test-only routes, registered by this file alone, never by api/src, so no production server has them:
// - GET /__e2e/outbox?to=<email> answers the text of the latest mail queued for that address (the
//   journeys read password-reset OTPs from it; there is no SMTP here).
// - POST /__e2e/make/<maker> makes the rows a journey owns (scripts/e2e/makers/) and answers them,
//   with the dates the server worked from, so a journey and its server agree on "today".
import { readFileSync } from 'node:fs'
import { desc, eq } from 'drizzle-orm'
import { outboxEmails } from '../../db/schema/system'
import { createServer } from '../../api/src/server'
import { db } from '../../api/src/lib/db'
import { startEmbeddedDatabase } from '../../api/src/lib/embeddedDb'
import { startProcessWorker } from '../../api/src/lib/jobs'
import { jobHandlers } from '../../api/src/services/jobs/handlers'
import { makerNames, makerOf } from '../e2e/makers'

const template = process.env.E2E_TEMPLATE
if (!template) throw new Error('E2E_TEMPLATE must name the seeded database tarball (scripts/rw/e2eTemplate.ts)')
const database = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0, loadDataDir: new Blob([readFileSync(template)]) })
process.env.DATABASE_URL = database.url

const app = await createServer({ serveWeb: 'web/dist' })
app.get<{ Querystring: { to?: string } }>('/__e2e/outbox', async (request, reply) => {
  const to = request.query.to?.trim().toLowerCase()
  if (!to) return reply.status(400).type('text/plain').send('to=<email> is required')
  const [latest] = await db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.id))
    .limit(1)
  if (!latest) return reply.status(404).type('text/plain').send(`No mail for ${to}`)
  return reply.type('text/plain').send(latest.text)
})

app.post<{ Params: { maker: string }; Body: Record<string, unknown> | undefined }>('/__e2e/make/:maker', async (request, reply) => {
  const maker = await makerOf(request.params.maker)
  if (!maker) return reply.status(404).type('text/plain').send(`No maker ${request.params.maker}: ${makerNames().join(', ')}`)
  return reply.send(await maker(request.body ?? {}))
})

await app.listen({ port: Number(process.env.E2E_PORT ?? 8920), host: '127.0.0.1' })
// The job worker, as beside the API server: the journeys' imports and mail run through it.
const stopWorker = await startProcessWorker(jobHandlers)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close()
    await stopWorker()
    await database.stop()
    process.exit(0)
  })
}

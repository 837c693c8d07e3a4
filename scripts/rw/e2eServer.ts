// The server Playwright starts: a throwaway in-memory database, migrated and seeded, and the
// production build of web served with /api, on E2E_PORT. Nothing touches the dev database.
//
// Test-only: GET /__e2e/outbox?to=<email> answers the text of the latest mail queued for that
// address (the journeys read password-reset OTPs from it; there is no SMTP here). It is registered
// by this file alone, never by api/src, so no production server can expose the outbox.
import { desc, eq } from 'drizzle-orm'
import { outboxEmails } from '../../db/schema/system'
import { createServer } from '../../api/src/server'
import { closeDb, db } from '../../api/src/lib/db'
import { startEmbeddedDatabase } from '../../api/src/lib/embeddedDb'
import { migrateDatabase } from '../../api/src/lib/migrate'
import { seed } from './db'

const database = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 })
process.env.DATABASE_URL = database.url
await migrateDatabase()
// The seed refuses NODE_ENV=production because it writes demo logins with a published password.
// This database lives in memory and dies with the process, which is exactly where demo data
// belongs: seed it as development data, then serve in production mode.
const servedEnv = process.env.NODE_ENV
process.env.NODE_ENV = 'development'
try {
  await seed(0)
} finally {
  process.env.NODE_ENV = servedEnv
}
await closeDb()

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

await app.listen({ port: Number(process.env.E2E_PORT ?? 8920), host: '127.0.0.1' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close()
    await database.stop()
    process.exit(0)
  })
}

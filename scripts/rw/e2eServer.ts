// The server Playwright starts: a throwaway in-memory database, migrated and seeded, and the
// production build of web served with /api, on E2E_PORT. Nothing touches the dev database.
import { createServer } from '../../api/src/server'
import { closeDb } from '../../api/src/lib/db'
import { startEmbeddedDatabase } from '../../api/src/lib/embeddedDb'
import { migrateDatabase } from '../../api/src/lib/migrate'
import { seed } from './db'

const database = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 })
process.env.DATABASE_URL = database.url
await migrateDatabase()
await seed(0)
await closeDb()
const app = await createServer({ serveWeb: 'web/dist' })
await app.listen({ port: Number(process.env.E2E_PORT ?? 8920), host: '127.0.0.1' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close()
    await database.stop()
    process.exit(0)
  })
}

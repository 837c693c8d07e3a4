// The journeys' seeded database, made once per run: an in-memory PGlite, migrated and seeded,
// written as a tarball to the path given (argv[2]). Every worker's server (e2eServer.ts) starts
// from a copy of it, so a run seeds once however many workers it has, and no worker sees another's
// writes. Run by e2e/support/globalSetup.ts.
import { writeFileSync } from 'node:fs'
import { closeDb } from '../../api/src/lib/db'
import { startEmbeddedDatabase } from '../../api/src/lib/embeddedDb'
import { migrateDatabase } from '../../api/src/lib/migrate'
import { seed } from './db'

const out = process.argv[2]
if (!out) throw new Error('usage: tsx scripts/rw/e2eTemplate.ts <template.tar>')

const database = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 })
process.env.DATABASE_URL = database.url
await migrateDatabase()
// The seed refuses NODE_ENV=production because it writes demo logins with a published password.
// This database only ever lives in the journeys' throwaway servers, which is exactly where demo
// data belongs.
process.env.NODE_ENV = 'development'
await seed(0)
await closeDb()
writeFileSync(out, Buffer.from(await (await database.dump()).arrayBuffer()))
await database.stop()

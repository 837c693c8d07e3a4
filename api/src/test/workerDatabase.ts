// One embedded database for one API test worker, in a process of its own (PGlite runs on the
// thread that owns it: several in one process would take turns on one core). Started by
// globalSetup.ts as `tsx api/src/test/workerDatabase.ts <template.tar>`: it loads the migrated
// template, serves it on a private socket, prints `url <url>` and stops when its parent closes
// its stdin (the parent's end, or its death).
import { readFileSync } from 'node:fs'
import { startEmbeddedDatabase } from '../lib/embeddedDb'

const template = process.argv[2]
if (!template) throw new Error('usage: tsx api/src/test/workerDatabase.ts <template.tar>')
const database = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0, loadDataDir: new Blob([readFileSync(template)]) })
process.stdout.write(`url ${database.url}\n`)
process.stdin.resume()
process.stdin.on('end', async () => {
  await database.stop()
  process.exit(0)
})

// `yarn rw exec bench-seed [--scale N] [--history]` (default 100,000): seeds a fresh in-memory
// embedded database (PGlite, never .data/) and times the base seed and --scale N (with
// --history: then the history behind them, scripts/seed/scaleHistory.ts), then prints the rows
// of every table. The figures go to docs/benchmarks.md.
import os from 'node:os'
import { sql } from 'drizzle-orm'
import { closeDb, db } from '../api/src/lib/db'
import { startEmbeddedDatabase } from '../api/src/lib/embeddedDb'
import { migrateDatabase } from '../api/src/lib/migrate'
import { seed } from './seed'

function parseScale(allArgs: string[]): number {
  const args = allArgs.filter((arg) => arg !== '--history')
  const at = args.indexOf('--scale')
  const raw = at === -1 ? args[0] : args[at + 1]
  const scale = raw === undefined ? 100_000 : Number(raw)
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`bench-seed: expected a whole number of members, got "${raw}"`)
  return scale
}

const seconds = (since: number) => (Date.now() - since) / 1000

export default async function benchSeed({ args }: { args: string[] }) {
  const scale = parseScale(args)
  const history = args.includes('--history')
  const previousUrl = process.env.DATABASE_URL
  await closeDb()
  const embedded = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 })
  process.env.DATABASE_URL = embedded.url
  try {
    console.log(`bench-seed: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, PGlite in memory`)
    let started = Date.now()
    await migrateDatabase()
    const migrate = seconds(started)

    started = Date.now()
    await seed({ scale: 0 })
    const base = seconds(started)

    started = Date.now()
    await seed({ scale })
    const scaled = seconds(started)

    let historySeconds = 0
    if (history) {
      started = Date.now()
      await seed({ scale, history })
      historySeconds = seconds(started)
    }

    started = Date.now()
    await seed({ scale, history })
    const rerun = seconds(started)

    const tables = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)
    const counts: [string, number][] = []
    for (const { tablename } of tables.rows) {
      const result = await db.execute<{ count: number }>(sql.raw(`select count(*)::int as count from "${tablename}"`))
      counts.push([tablename, result.rows[0].count])
    }
    const total = counts.reduce((sum, [, count]) => sum + count, 0)
    console.log('\n| table | rows |\n|---|---:|')
    for (const [table, count] of counts) if (count > 0) console.log(`| ${table} | ${count.toLocaleString('en-US')} |`)
    console.log(`| **total** | **${total.toLocaleString('en-US')}** |`)
    console.log(`\nmigrate: ${migrate.toFixed(1)} s`)
    console.log(`base seed (incl. 9 scrypt hashes): ${base.toFixed(1)} s`)
    console.log(`--scale ${scale.toLocaleString('en-US')}: ${scaled.toFixed(1)} s (${Math.round(scale / scaled).toLocaleString('en-US')} members/s)`)
    if (history) console.log(`--scale ${scale.toLocaleString('en-US')} --history: ${historySeconds.toFixed(1)} s`)
    console.log(`--scale ${scale.toLocaleString('en-US')}${history ? ' --history' : ''} again (adds nothing): ${rerun.toFixed(1)} s`)
  } finally {
    await closeDb()
    await embedded.stop()
    if (previousUrl === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = previousUrl
  }
}

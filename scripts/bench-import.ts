// `yarn rw exec bench-import`: the bulk import's speed: a 10,000-row members file
// (every column filled: batch, birth date, mobile, sex, access level, base points) is generated
// here, then in the same run
//   1. PARSED with no database at all (api/src/lib/spreadsheets readUpload: ExcelJS for .xlsx,
//      csv-parse for .csv), --rounds times, best and median kept;
//   2. IMPORTED for real (services/uploads/jobs.ts: stored, queued, claimed, parsed, validated and
//      written in one transaction, as the runner does), with fresh e-mails and Tribe IDs each round;
//   3. RE-IMPORTED (the same file again: everything found unchanged, nothing written).
// Rows per second of each; the budget: import >= half the parse rate.
//   --rows N (10000)  --rounds N (3)  --format xlsx|csv (xlsx)
//   --pglite          an in-memory embedded PGlite of its own (migrated, demo-seeded) instead of
//                     DATABASE_URL
// Against PostgreSQL: createdb -T bench_stages bench_h6 (or an empty database: the demo seed is
// made if it has no users), migrate, then DATABASE_URL=... yarn rw exec bench-import.
// Each import round adds --rows members to that database. Figures: docs/benchmarks.md ("Bulk import").
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { accessLevels, batches, users } from '../db/schema'
import { closeDb, db } from '../api/src/lib/db'
import { startEmbeddedDatabase } from '../api/src/lib/embeddedDb'
import { migrateDatabase } from '../api/src/lib/migrate'
import { loadCurrentUser } from '../api/src/lib/auth/loadCurrentUser'
import { readUpload, templateCsv, templateXlsx, TEMPLATES } from '../api/src/lib/spreadsheets'
import { LocalStorage } from '../api/src/lib/storage/local'
import { replaceStorage } from '../api/src/lib/storage'
import { createUploadJob, runUploadJob } from '../api/src/services/uploads/jobs'
import { claimNextUploadJob } from '../api/src/services/uploads/queue'
import { describeDatabase, ms } from './bench/harness'
import { hasUsers } from './rw/demo'
import { seed } from './rw/db'
import { benchFlags } from './bench/flags'

type Options = { rows: number; rounds: number; format: 'xlsx' | 'csv'; pglite: boolean }

function parseOptions(args: string[]): Options {
  const { value, number } = benchFlags(args, 'bench-import')
  const format = value('--format') ?? 'xlsx'
  if (format !== 'xlsx' && format !== 'csv') throw new Error('bench-import: --format is xlsx or csv')
  return { rows: number('--rows', 10_000), rounds: number('--rounds', 3), format, pglite: args.includes('--pglite') }
}

/** A members file of `rows` rows; `tag` makes every e-mail and Tribe ID new. */
async function membersFile(rows: number, tag: string, batch: string, level: string, format: 'xlsx' | 'csv') {
  const sexes = ['Male', 'Female']
  const data: string[][] = []
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0')
    const month = String((i % 12) + 1).padStart(2, '0')
    data.push([
      `BENCH-${tag}-${i}`,
      `bench.${tag}.${i}@example.com`,
      batch,
      `First${i}`,
      i % 3 ? '' : 'Middle',
      `Last${i}`,
      '',
      `${month}/${day}/${1970 + (i % 35)}`,
      `https://facebook.com/bench.${tag}.${i}`,
      `09${String(170000000 + i).padStart(9, '0')}`,
      sexes[i % 2],
      '',
      level,
      String(i % 500),
      '',
    ])
  }
  if (format === 'xlsx') return { fileName: 'members.xlsx', bytes: await templateXlsx('members', { Members: data }) }
  return { fileName: 'members.csv', bytes: templateCsv(TEMPLATES.members[0], data) }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export default async function benchImport({ args }: { args: string[] }) {
  const options = parseOptions(args)
  const embedded = options.pglite ? await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 }) : null
  if (embedded) process.env.DATABASE_URL = embedded.url
  const storeRoot = mkdtempSync(path.join(os.tmpdir(), 'bench-import-'))
  replaceStorage(new LocalStorage(storeRoot))
  try {
    await migrateDatabase()
    if (!(await hasUsers())) {
      console.log('bench-import: the database is empty, seeding the demo community...')
      const env = process.env.NODE_ENV
      process.env.NODE_ENV = 'development'
      await seed(0)
      process.env.NODE_ENV = env
    }
    const database = await describeDatabase()
    const [batch] = await db.select({ name: batches.name }).from(batches).limit(1)
    const [level] = await db.select({ name: accessLevels.name }).from(accessLevels).where(eq(accessLevels.name, 'member'))
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@tribe.test'))
    if (!batch || !level || !admin) throw new Error('bench-import: the database needs the demo seed (a batch, the member level, admin@tribe.test)')
    const user = await loadCurrentUser(admin.id, { requestedRole: 'tribe-team-ro' })
    if (!user) throw new Error('bench-import: admin@tribe.test cannot sign in')
    const totalBefore = Number((await db.execute<{ n: string }>(sql`select count(*) as n from users`)).rows[0].n)

    console.log(`bench-import: ${options.rows.toLocaleString()} member rows as .${options.format}, ${options.rounds} rounds, on ${database} (${totalBefore.toLocaleString()} users before)`)
    const parse: number[] = []
    const full: number[] = []
    const again: number[] = []
    for (let round = 0; round < options.rounds; round++) {
      const tag = `${Date.now().toString(36)}${round}`
      const file = await membersFile(options.rows, tag, batch.name, level.name, options.format)
      if (round === 0) console.log(`  file: ${(file.bytes.length / 1024 / 1024).toFixed(2)} MB`)

      let started = performance.now()
      const parsed = await readUpload('members', [file])
      parse.push(performance.now() - started)
      if (parsed.errors.length || parsed.totalRows !== options.rows) throw new Error(`bench-import: parse found ${JSON.stringify(parsed.errors.slice(0, 3))}`)

      for (const [times, expectCreated] of [[full, options.rows], [again, 0]] as const) {
        started = performance.now()
        await createUploadJob({ user, kind: 'members', mode: 'upsert', dryRun: false, files: [file] })
        const claimed = await claimNextUploadJob()
        if (!claimed) throw new Error('bench-import: no queued job to claim')
        const done = await runUploadJob(claimed)
        times.push(performance.now() - started)
        if (done.status !== 'succeeded' || done.createdRows !== expectCreated || done.updatedRows !== 0) {
          throw new Error(`bench-import: import ${done.status}: created ${done.createdRows}, updated ${done.updatedRows}, ${done.failureMessage ?? ''} ${JSON.stringify(done.errors.slice(0, 3))}`)
        }
      }
      console.log(`  round ${round + 1}: parse ${ms(parse[round])} ms, import ${ms(full[round])} ms, re-import ${ms(again[round])} ms`)
    }
    const rate = (times: number[]) => options.rows / (median(times) / 1000)
    const parseRate = rate(parse)
    const importRate = rate(full)
    const againRate = rate(again)
    console.log('')
    console.log(`| step | median ms | best ms | rows/s (median) |`)
    console.log(`| --- | ---: | ---: | ---: |`)
    console.log(`| parse only (no database) | ${ms(median(parse))} | ${ms(Math.min(...parse))} | ${Math.round(parseRate).toLocaleString()} |`)
    console.log(`| import (new members) | ${ms(median(full))} | ${ms(Math.min(...full))} | ${Math.round(importRate).toLocaleString()} |`)
    console.log(`| re-import (nothing changes) | ${ms(median(again))} | ${ms(Math.min(...again))} | ${Math.round(againRate).toLocaleString()} |`)
    const ratio = importRate / parseRate
    console.log(`\nimport / parse rate: ${ratio.toFixed(2)} (budget >= 0.50): ${ratio >= 0.5 ? 'within budget' : 'OVER BUDGET'}`)
    if (ratio < 0.5) process.exitCode = 1
  } finally {
    rmSync(storeRoot, { recursive: true, force: true })
    replaceStorage(null)
    await closeDb()
    await embedded?.stop()
  }
}

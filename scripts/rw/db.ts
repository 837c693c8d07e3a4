// `yarn rw db migrate | generate | seed [--scale N [--history]] | reset | backup [file] | restore <file>`
import { rmSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { closeDb, db } from '../../api/src/lib/db'
import { ensureDatabase } from '../../api/src/lib/embeddedDb'
import { projectRoot, setting } from '../../api/src/lib/env'
import { migrateDatabase } from '../../api/src/lib/migrate'
import { backup, configuredTarget, defaultBackupFile, restore } from './backup'
import { bin, run, UsageError } from './run'

export const dbUsage = `yarn rw db <command>
  migrate            apply db/migrations to the database
  generate           write a new SQL migration from the changes in db/schema
  seed [--scale N [--history]]
                     load the demo community (idempotent); --scale N adds N members with their rows;
                     --history adds about three years of history behind them (--scale 100000
                     --history gives over a million payment rows)
  reset              drop everything, migrate and seed again (asks nothing: development data only)
  backup [file]      write a backup (pg_dump for PostgreSQL, the data folder for the embedded
                     database); by default to .data/backups/tribe-<time>.dump or .tar
  restore <file>     replace the database with a backup, after backing up what it replaces`

export async function dbCommand(args: string[]) {
  const [sub, ...rest] = args
  switch (sub) {
    case 'generate':
      return run(bin('drizzle-kit'), ['generate', ...rest])
    case 'migrate':
      return withDatabase(async () => {
        await migrateDatabase()
        console.log('Database is up to date.')
      })
    case 'seed':
      return withDatabase(async () => {
        await migrateDatabase()
        const { scale, history } = parseSeedArgs(rest)
        await seed(scale, history)
      })
    case 'reset':
      return reset()
    case 'backup':
      return backupCommand(rest)
    case 'restore':
      return restoreCommand(rest)
    default:
      throw new UsageError(sub ? `Unknown db command "${sub}".\n\n${dbUsage}` : dbUsage)
  }
}

export function parseScale(args: string[]): number {
  return parseSeedArgs(args).scale
}

export function parseSeedArgs(args: string[]): { scale: number; history: boolean } {
  if (args.length === 0) return { scale: 0, history: false }
  const history = args.includes('--history')
  const rest = args.filter((arg) => arg !== '--history')
  const at = rest.indexOf('--scale')
  if (at === -1 || rest.length !== 2 || args.length - rest.length > 1) {
    throw new UsageError(history && at === -1 ? '--history adds history to the scale members: give --scale N too' : `Unexpected arguments: ${args.join(' ')}\n\n${dbUsage}`)
  }
  const scale = Number(rest[at + 1])
  if (!Number.isInteger(scale) || scale < 1) throw new UsageError('--scale takes a whole number of members, e.g. --scale 1000')
  return { scale, history }
}

export async function seed(scale: number, history = false) {
  const { seed: seedDatabase } = await import('../seed')
  await seedDatabase({ scale, history })
}

export async function withDatabase(work: () => Promise<void>) {
  const database = await ensureDatabase()
  try {
    await work()
  } finally {
    await closeDb()
    await database.stop()
  }
}

async function reset() {
  if (!process.env.DATABASE_URL) {
    // Embedded: the data is a folder. Refuse while `yarn rw dev` holds it open.
    const database = await ensureDatabase()
    if (!database.started) {
      throw new UsageError('The embedded database is in use (is `yarn rw dev` running?). Stop it, then reset.')
    }
    await database.stop()
    delete process.env.DATABASE_URL
    rmSync(path.resolve(projectRoot, setting('EMBEDDED_DB_DIR', '.data/pglite')), { recursive: true, force: true })
  } else {
    await withDatabase(async () => {
      await db.execute(sql`drop schema if exists public cascade`)
      await db.execute(sql`drop schema if exists drizzle cascade`)
      // The job queue's tables (lib/jobs): installed again by the migration below.
      await db.execute(sql`drop schema if exists pgboss cascade`)
      await db.execute(sql`create schema public`)
    })
  }
  await withDatabase(async () => {
    await migrateDatabase()
    await seed(0)
  })
}

async function backupCommand(args: string[]) {
  if (args.length > 1) throw new UsageError(`Unexpected arguments: ${args.join(' ')}\n\n${dbUsage}`)
  const target = configuredTarget()
  const file = args[0] ? path.resolve(args[0]) : defaultBackupFile(target)
  const bytes = await backup(target, file)
  console.log(`Backed up the database to ${path.relative(process.cwd(), file) || file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`)
}

async function restoreCommand(args: string[]) {
  if (args.length !== 1) throw new UsageError(`Which backup? yarn rw db restore <file>\n\n${dbUsage}`)
  const file = path.resolve(args[0])
  const safety = await restore(configuredTarget(), file)
  console.log(`Restored the database from ${args[0]}. What it replaced is kept in ${path.relative(process.cwd(), safety)}.`)
  console.log('If the backup is older than the code, run `yarn rw db migrate` next.')
}

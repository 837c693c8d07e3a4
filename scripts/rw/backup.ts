// `yarn rw db backup [file]` and `yarn rw db restore <file>`.
//
// PostgreSQL (DATABASE_URL set): pg_dump's custom format, taken online (one consistent snapshot
// while the app keeps running), and pg_restore with --clean into the same database, in one
// transaction, so a restore that fails half-way leaves the database as it was.
// The embedded database: the whole data folder as PGlite's tarball. PGlite is one process, so the
// folder is copied only while nothing else holds it (stop `yarn rw dev` first).
// A restore first backs up what it is about to replace (.data/backups/before-restore-...), so a
// restore of the wrong file loses nothing.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isSocketServing, startEmbeddedDatabase } from '../../api/src/lib/embeddedDb'
import { intSetting, projectRoot, setting } from '../../api/src/lib/env'
import { runCollected, UsageError } from './run'

/** Where the database lives: a PostgreSQL URL, or the embedded database's folder and socket. */
export type Target = { url: string } | { dataDir: string; socketDir: string; port: number }

export const BACKUP_DIR = '.data/backups'

/** The database the commands act on, from the same settings every other command reads. */
export function configuredTarget(env: NodeJS.ProcessEnv = process.env): Target {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL }
  return {
    dataDir: path.resolve(projectRoot, setting('EMBEDDED_DB_DIR', '.data/pglite')),
    socketDir: path.resolve(projectRoot, setting('EMBEDDED_DB_SOCKET_DIR', '.data/pglite-socket')),
    port: intSetting('EMBEDDED_DB_PORT', 5433),
  }
}

const stamp = (now = new Date()) => now.toISOString().replace(/[:.]/g, '-').replace(/-\d{3}Z$/, 'Z')
const extension = (target: Target) => ('url' in target ? 'dump' : 'tar')

/** A new file name in .data/backups: tribe-<UTC time>.dump (PostgreSQL) or .tar (embedded). */
export function defaultBackupFile(target: Target, prefix = 'tribe', now = new Date()) {
  return path.join(projectRoot, BACKUP_DIR, `${prefix}-${stamp(now)}.${extension(target)}`)
}

const pgTool = (name: 'pg_dump' | 'pg_restore') => {
  const dir = setting('PG_BIN_DIR', '')
  return dir ? path.join(dir, name) : name
}

/** Writes a backup of `target` to `file`; returns its size in bytes. */
export async function backup(target: Target, file: string): Promise<number> {
  // A backup holds every member's personal data and password hash: only this OS user may read it.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  if ('url' in target) {
    await runTool(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${target.url}`])
  } else {
    const database = await startOwned(target, 'back up')
    try {
      writeFileSync(file, Buffer.from(await (await database.dump()).arrayBuffer()), { mode: 0o600 })
    } finally {
      await database.stop()
    }
  }
  chmodSync(file, 0o600)
  return statSync(file).size
}

/**
 * Replaces the database with the backup in `file`, after backing up what is there now. Returns
 * the path of that safety copy.
 */
export async function restore(target: Target, file: string, safetyDir = path.join(projectRoot, BACKUP_DIR)): Promise<string> {
  if (!existsSync(file)) throw new UsageError(`No backup at ${file}.`)
  const kind = backupKind(file)
  const expected = 'url' in target ? 'postgres' : 'embedded'
  if (kind !== expected) {
    throw new UsageError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup (pg_dump), but DATABASE_URL is not set: set it to the PostgreSQL to restore into.`
        : kind === 'embedded'
          ? `${file} is a backup of the embedded database, but DATABASE_URL names a PostgreSQL: unset it to restore the embedded database.`
          : `${file} is not a backup made by "yarn rw db backup".`,
    )
  }
  const safety = path.join(safetyDir, path.basename(defaultBackupFile(target, 'before-restore')))
  await backup(target, safety)
  if ('url' in target) {
    await runTool(pgTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${target.url}`, file])
  } else {
    // The safety copy is taken; move the folder aside until the new one has started.
    const aside = `${target.dataDir}.replaced-${process.pid}`
    renameSync(target.dataDir, aside)
    try {
      const blob = new Blob([readFileSync(file)])
      const database = await startEmbeddedDatabase({ dataDir: target.dataDir, port: target.port, loadDataDir: blob, socketDir: target.socketDir })
      await database.stop()
      rmSync(aside, { recursive: true, force: true })
    } catch (error) {
      rmSync(target.dataDir, { recursive: true, force: true })
      renameSync(aside, target.dataDir)
      throw error
    }
  }
  return safety
}

/** 'postgres' for pg_dump's custom format, 'embedded' for PGlite's tarball, else null. */
export function backupKind(file: string): 'postgres' | 'embedded' | null {
  const head = Buffer.alloc(512)
  const fd = openSync(file, 'r')
  const read = readSync(fd, head, 0, 512, 0)
  closeSync(fd)
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres'
  // A tar archive says "ustar" at byte 257 of its first header.
  if (read >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'embedded'
  return null
}

async function startOwned(target: Extract<Target, { dataDir: string }>, verb: string) {
  if (await isSocketServing(path.join(target.socketDir, `.s.PGSQL.${target.port}`))) {
    throw new UsageError(`The embedded database is in use (is \`yarn rw dev\` running?). Stop it, then ${verb}.`)
  }
  if (!existsSync(target.dataDir)) throw new UsageError(`There is no embedded database at ${target.dataDir} yet.`)
  return startEmbeddedDatabase({ dataDir: target.dataDir, port: target.port, socketDir: target.socketDir })
}

/** Runs pg_dump or pg_restore, turning "not installed" and its own errors into one clear message. */
async function runTool(command: string, args: string[]) {
  const { code, output } = await runCollected(command, args).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new UsageError(`${command} is not installed: install PostgreSQL's client tools (apt-get install -y postgresql-client) or set PG_BIN_DIR.`)
    }
    throw error
  })
  if (code !== 0) throw new UsageError(`${path.basename(command)} failed (exit code ${code}):\n${output.trim()}`)
}

// `yarn rw db backup` and `restore` on both databases: a backup, a change, a restore that brings
// the backup back and keeps what it replaced. The PostgreSQL half runs where the API tests run on
// PostgreSQL (TEST_DATABASE_URL, as in CI).
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { embeddedUrl, startEmbeddedDatabase } from '../../api/src/lib/embeddedDb'
import { backup, backupKind, restore, type Target } from './backup'

const scratch = mkdtempSync(path.join(os.tmpdir(), 'rw-backup-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Runs each statement on its own (CREATE/DROP DATABASE refuse a multi-statement query); the last one's rows. */
async function query<T>(url: string, ...statements: string[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    let rows: T[] = []
    for (const text of statements) rows = (await client.query(text)).rows as T[]
    return rows
  } finally {
    await client.end()
  }
}

const numbers = async (url: string) => (await query<{ x: number }>(url, 'select x from probe order by x')).map((row) => row.x)

// Each embedded step starts PGlite on the folder (about a second; many on a loaded machine).
const postgres = process.env.TEST_DATABASE_URL

// The PGlite run covers the embedded database; the PostgreSQL run, PostgreSQL.
describe.skipIf(postgres)('db backup and restore on the embedded database', { timeout: 120_000 }, () => {
  const target: Target = { dataDir: path.join(scratch, 'pglite'), socketDir: path.join(scratch, 'sock'), port: 6000 + (process.pid % 1000) }
  const url = embeddedUrl(path.join(scratch, 'sock'), 'port' in target ? target.port : 0)
  const withDatabase = async (work: () => Promise<void>) => {
    if (!('dataDir' in target)) throw new Error('embedded target expected')
    const database = await startEmbeddedDatabase({ dataDir: target.dataDir, port: target.port, socketDir: target.socketDir })
    try {
      await work()
    } finally {
      await database.stop()
    }
  }

  it('brings the backed-up rows back and keeps what it replaced', async () => {
    await withDatabase(async () => {
      await query(url, 'create table probe (x int primary key); insert into probe values (1), (2)')
    })
    const file = path.join(scratch, 'embedded.tar')
    expect(await backup(target, file)).toBeGreaterThan(0)
    expect(backupKind(file)).toBe('embedded')
    expect(statSync(file).mode & 0o777).toBe(0o600)

    await withDatabase(async () => {
      await query(url, 'delete from probe where x = 1; insert into probe values (3)')
    })
    const safety = await restore(target, file, path.join(scratch, 'safety'))
    await withDatabase(async () => expect(await numbers(url)).toEqual([1, 2]))

    // The copy restore took first is the state it replaced, and restores like any backup.
    expect(backupKind(safety)).toBe('embedded')
    await restore(target, safety, path.join(scratch, 'safety'))
    await withDatabase(async () => expect(await numbers(url)).toEqual([2, 3]))
  })

  it('refuses while the database is in use, a file that is not a backup, and a missing one, changing nothing', async () => {
    const file = path.join(scratch, 'in-use.tar')
    await backup(target, file)
    await withDatabase(async () => {
      await expect(restore(target, file, path.join(scratch, 'safety'))).rejects.toThrow('The embedded database is in use (is `yarn rw dev` running?). Stop it, then back up.')
    })
    const notABackup = path.join(scratch, 'notes.txt')
    writeFileSync(notABackup, 'hello')
    await expect(restore(target, notABackup)).rejects.toThrow(`${notABackup} is not a backup made by "yarn rw db backup".`)
    await expect(restore(target, path.join(scratch, 'nowhere.tar'))).rejects.toThrow(`No backup at ${path.join(scratch, 'nowhere.tar')}.`)
    await withDatabase(async () => expect(await numbers(url)).toEqual([2, 3]))
  })
})

describe.skipIf(!postgres)('db backup and restore on PostgreSQL', () => {
  const name = `tribe_backup_${process.pid}`
  const urlOf = (database: string) => {
    const url = new URL(postgres!)
    url.pathname = `/${database}`
    return url.toString()
  }
  afterAll(async () => {
    if (postgres) await query(postgres, `drop database if exists ${name}`, `drop database if exists ${name}_app`)
  })

  it('brings the backed-up rows back in one transaction and keeps what it replaced', async () => {
    await query(postgres!, `drop database if exists ${name}`, `create database ${name}`)
    const target: Target = { url: urlOf(name) }
    await query(target.url, 'create table probe (x int primary key); insert into probe values (1), (2)')
    const file = path.join(scratch, 'postgres.dump')
    await backup(target, file)
    expect(backupKind(file)).toBe('postgres')

    await query(target.url, 'delete from probe where x = 1; insert into probe values (3)')
    const safety = await restore(target, file, path.join(scratch, 'safety'))
    expect(await numbers(target.url)).toEqual([1, 2])
    expect(existsSync(safety) && backupKind(safety)).toBe('postgres')

    // A backup of the embedded database (a tar archive) is refused by name, before anything is touched.
    const tar = Buffer.alloc(1024)
    tar.write('ustar', 257, 'latin1')
    const embedded = path.join(scratch, 'embedded.tar')
    writeFileSync(embedded, tar)
    await expect(restore(target, embedded)).rejects.toThrow('is a backup of the embedded database, but DATABASE_URL names a PostgreSQL')
    expect(await numbers(target.url)).toEqual([1, 2])
  })

  it("round-trips the app's whole migrated schema into an empty database", async () => {
    // This worker's test database holds every migration's tables, extensions and types.
    const source: Target = { url: process.env.DATABASE_URL! }
    const file = path.join(scratch, 'app.dump')
    await backup(source, file)
    await query(postgres!, `drop database if exists ${name}_app`, `create database ${name}_app`)
    await restore({ url: urlOf(`${name}_app`) }, file, path.join(scratch, 'safety'))
    const tables = (url: string) => query<{ n: number }>(url, "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')")
    const [restored] = await tables(urlOf(`${name}_app`))
    expect(restored.n).toBeGreaterThan(60)
    expect(restored).toEqual((await tables(source.url))[0])
  })
})

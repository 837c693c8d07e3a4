// Once per test run: one migrated database per test worker (vitest.config.ts `maxWorkers`), so
// files run side by side without seeing each other's rows. The schema is migrated once into a
// template, and each worker's database is a copy of it:
// - PostgreSQL (TEST_DATABASE_URL): databases <name>_w1 ... <name>_wN made from <name>_template on
//   that server (its user needs CREATEDB); with one worker, the database of the URL itself.
// - PGlite: the template migrated in memory here, dumped, and loaded by one process per worker
//   (workerDatabase.ts).
// setup.ts points each worker at its own by VITEST_POOL_ID (1..maxWorkers).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { TestProject } from 'vitest/node'
import pg from 'pg'
import { startEmbeddedDatabase } from '../lib/embeddedDb'
import { projectRoot } from '../lib/env'

export default async function setup(project: TestProject) {
  const workers = project.config.maxWorkers
  const postgresUrl = process.env.TEST_DATABASE_URL
  const prepared = postgresUrl ? await postgresDatabases(postgresUrl, workers) : await embeddedDatabases(workers)
  project.provide('databaseUrls', prepared.urls)
  project.provide('databaseKind', postgresUrl ? 'postgresql' : 'pglite')
  return prepared.stop
}

type Prepared = { urls: string[]; stop: () => Promise<void> }

async function migrate(url: string) {
  process.env.DATABASE_URL = url
  const { migrateDatabase } = await import('../lib/migrate')
  const { closeDb } = await import('../lib/db')
  await migrateDatabase()
  await closeDb()
}

async function postgresDatabases(url: string, workers: number): Promise<Prepared> {
  if (workers === 1) {
    await onDatabase(url, 'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public')
    await migrate(url)
    return { urls: [url], stop: async () => {} }
  }
  const base = new URL(url)
  const name = base.pathname.slice(1) || 'postgres'
  const at = (database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString()
  const template = `${name}_template`
  const copies = Array.from({ length: workers }, (_, index) => `${name}_w${index + 1}`)
  for (const database of [template, ...copies]) await onDatabase(url, `drop database if exists "${database}" with (force)`)
  await onDatabase(url, `create database "${template}"`)
  await migrate(at(template))
  // A template must have no session open while it is copied: migrate closed its pool.
  for (const database of copies) await onDatabase(url, `create database "${database}" template "${template}"`)
  return { urls: copies.map(at), stop: async () => {} }
}

async function onDatabase(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

async function embeddedDatabases(workers: number): Promise<Prepared> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribe-api-tests-'))
  const templateFile = path.join(dir, 'template.tar')
  const template = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 })
  try {
    await migrate(template.url)
    writeFileSync(templateFile, Buffer.from(await (await template.dump()).arrayBuffer()))
  } finally {
    await template.stop()
  }
  const children: ChildProcess[] = []
  const stop = async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.stdin?.end())))))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const urls = await Promise.all(
      Array.from({ length: workers }, () => {
        const child = spawn(path.join(projectRoot, 'node_modules/.bin/tsx'), [path.join(import.meta.dirname, 'workerDatabase.ts'), templateFile], {
          stdio: ['pipe', 'pipe', 'inherit'],
        })
        children.push(child)
        return urlOf(child)
      }),
    )
    return { urls, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The `url <url>` line a worker database prints once it serves. */
function urlOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      if (line.startsWith('url ')) resolve(line.slice(4))
    })
    child.once('exit', (code) => reject(new Error(`A test database process exited (${code}) before serving`)))
  })
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each worker's database, by VITEST_POOL_ID - 1. */
    databaseUrls: string[]
    databaseKind: 'pglite' | 'postgresql'
  }
}

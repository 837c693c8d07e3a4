// Once per test run: a fresh, migrated database for every test file to share.
import type { TestProject } from 'vitest/node'
import pg from 'pg'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../lib/embeddedDb'

let embedded: EmbeddedDatabase | undefined

export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL
  if (url) {
    await resetPostgres(url)
  } else {
    embedded = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 })
    url = embedded.url
  }
  process.env.DATABASE_URL = url
  const { migrateDatabase } = await import('../lib/migrate')
  const { closeDb } = await import('../lib/db')
  await migrateDatabase()
  await closeDb()
  project.provide('databaseUrl', url)
  project.provide('databaseKind', process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite')
  return async () => {
    await embedded?.stop()
  }
}

async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public')
  } finally {
    await client.end()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseKind: 'pglite' | 'postgresql'
  }
}

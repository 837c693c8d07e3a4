// Before each test file: point at this worker's database (globalSetup.ts made one per worker);
// before each test: empty every table.
import { afterAll, beforeEach, inject } from 'vitest'

const worker = Number(process.env.VITEST_POOL_ID ?? 1)
process.env.DATABASE_URL = inject('databaseUrls')[worker - 1]

const { truncateAll } = await import('./database')
const { closeDb } = await import('../lib/db')

beforeEach(async () => {
  await truncateAll()
})

afterAll(async () => {
  await closeDb()
})

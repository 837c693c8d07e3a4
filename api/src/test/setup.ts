// Before each test file: point at the run's database; before each test: empty every table.
import { afterAll, beforeEach, inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')

const { truncateAll } = await import('./database')
const { closeDb } = await import('../lib/db')

beforeEach(async () => {
  await truncateAll()
})

afterAll(async () => {
  await closeDb()
})

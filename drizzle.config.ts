import { defineConfig } from 'drizzle-kit'

// drizzle-kit only reads the schema to generate SQL migrations; applying them is
// `yarn rw db migrate` (api/src/lib/migrate.ts), which works on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  casing: 'snake_case',
})

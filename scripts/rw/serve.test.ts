// `yarn rw serve` is the production command: without DATABASE_URL it would run on the embedded
// database, whose fsync is off (docs/security.md, "The embedded database"). It refuses unless the operator opts in,
// before it starts or migrates anything.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import { projectRoot } from '../../api/src/lib/env'

it('refuses the embedded database in production without the opt-in, and says why', async () => {
  const env = {
    ...process.env,
    NODE_ENV: '',
    DATABASE_URL: '',
    ALLOW_EMBEDDED_DB_IN_PRODUCTION: '',
    SESSION_SECRET: randomBytes(32).toString('hex'),
  }
  const result = await promisify(execFile)(`${projectRoot}/node_modules/.bin/tsx`, ['scripts/rw/index.ts', 'serve'], { cwd: projectRoot, env }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  )
  expect(result.code).toBe(1)
  expect(result.output).toMatch(/DATABASE_URL/)
  expect(result.output).toMatch(/fsync/)
  expect(result.output).toContain('ALLOW_EMBEDDED_DB_IN_PRODUCTION=true')
}, 60_000)

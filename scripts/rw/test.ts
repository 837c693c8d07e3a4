// `yarn rw test [part...]`: every test, or the parts named.
//   api           service and function tests on an in-memory PGlite
//   api:postgres  the same tests on the PostgreSQL at TEST_DATABASE_URL (required in CI)
//   web           component and helper tests (happy-dom)
//   e2e           Playwright journeys in the system Chromium against a production build
import { existsSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../api/src/lib/env'
import { bin, run, UsageError } from './run'

const parts = ['api', 'api:postgres', 'web', 'e2e'] as const
type Part = (typeof parts)[number]
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function testCommand(args: string[]) {
  const unknown = args.filter((arg) => !parts.includes(arg as Part))
  if (unknown.length) throw new UsageError(`Unknown test part: ${unknown.join(', ')}. Parts: ${parts.join(', ')}`)
  const chosen = (args.length ? args : parts) as Part[]
  const inCi = process.env.CI === 'true'
  const env = { ...process.env, DATABASE_URL: '' }

  for (const part of chosen) {
    console.log(`\n=== ${part} ===`)
    if (part === 'api') {
      await run(bin('vitest'), ['run'], { cwd: path.join(projectRoot, 'api'), env: { ...env, TEST_DATABASE_URL: '' } })
    } else if (part === 'api:postgres') {
      if (!process.env.TEST_DATABASE_URL) {
        const hint = 'set TEST_DATABASE_URL=postgres://... to run the API tests on PostgreSQL too'
        if (inCi || args.includes(part)) throw new UsageError(`api:postgres needs a database: ${hint}`)
        console.log(`skipped: ${hint} (CI does)`)
        continue
      }
      await run(bin('vitest'), ['run'], { cwd: path.join(projectRoot, 'api'), env })
    } else if (part === 'web') {
      await run(bin('vitest'), ['run'], { cwd: path.join(projectRoot, 'web'), env })
    } else {
      if (!existsSync(chromiumPath)) {
        throw new UsageError(
          `The e2e journeys need Chromium at ${chromiumPath}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
        )
      }
      await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: path.join(projectRoot, 'web'), env })
      await run(bin('playwright'), ['test'], { env: { ...env, CHROMIUM_PATH: chromiumPath } })
    }
  }
}

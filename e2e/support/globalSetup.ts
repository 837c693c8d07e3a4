// Once per run, before any worker: the seeded database every worker's server starts from
// (scripts/rw/e2eTemplate.ts), in a directory of this run's own, and beside it the directory where
// workers claim the pages they check with axe (./test.ts). Their paths reach the workers through
// E2E_TEMPLATE and E2E_A11Y_CLAIMS (workers inherit the runner's environment).
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export default function globalSetup() {
  const root = path.resolve(import.meta.dirname, '../..')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribe-e2e-'))
  const template = path.join(dir, 'template.tar')
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/rw/e2eTemplate.ts', template], { cwd: root, stdio: 'inherit' })
  process.env.E2E_TEMPLATE = template
  process.env.E2E_A11Y_CLAIMS = path.join(dir, 'a11y-claims')
  mkdirSync(process.env.E2E_A11Y_CLAIMS)
  return () => rmSync(dir, { recursive: true, force: true })
}

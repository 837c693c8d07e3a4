// One server per Playwright worker: scripts/rw/e2eServer.ts on a port of its own, serving the
// production build on a copy of the run's seeded database (globalSetup.ts made it once). Workers
// therefore never see each other's writes, and a run seeds once however many workers it has.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const basePort = Number(process.env.E2E_PORT ?? 8920)

export type WorkerServer = { url: string; stop: () => Promise<void> }

/** Starts worker `index`'s server and waits until /api/health answers. */
export async function startWorkerServer(index: number): Promise<WorkerServer> {
  const template = process.env.E2E_TEMPLATE
  if (!template) throw new Error('E2E_TEMPLATE is not set: the journeys run through playwright.config.ts, whose globalSetup makes it')
  const port = basePort + index
  const url = `http://127.0.0.1:${port}`
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/rw/e2eServer.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'pipe'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production mode refuses the development session secret: each server gets its own. It also
      // refuses the built-in test payment provider unless told this is a copy where no money moves,
      // and then only with a webhook secret of its own (never the development one in the repository).
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALLOW_TEST_PAYMENTS: 'true',
      TEST_PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      // Production mode needs the app's public address: the receipts and reminders link to it.
      APP_URL: url,
    },
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk
    process.stderr.write(chunk)
  })
  await waitForHealth(url, child, () => errors)
  return { url, stop: () => stop(child) }
}

async function waitForHealth(url: string, child: ChildProcess, errors: () => string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The journeys' server on ${url} exited (${child.exitCode}):\n${errors()}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop(child)
  throw new Error(`The journeys' server on ${url} did not answer /api/health within 120 s:\n${errors()}`)
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

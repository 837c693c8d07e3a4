// `yarn rw worker`: the job worker as a process of its own. It refuses arguments; on a throwaway
// embedded database it migrates, runs a job another process queued (a mail-sweep delivers the
// outbox), and stops cleanly on SIGTERM.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { embeddedUrl } from '../../api/src/lib/embeddedDb'
import { projectRoot } from '../../api/src/lib/env'
import { bossOptions, PgBoss } from '../../api/src/lib/jobs/boss'
import { eventually } from '../../api/src/lib/jobs/testing'
import { UsageError } from './run'
import { workerCommand } from './worker'

const tsx = `${projectRoot}/node_modules/.bin/tsx`
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('yarn rw worker', { timeout: 90_000 }, () => {
  it('refuses arguments before it touches a database', async () => {
    await expect(workerCommand(['now'], async () => {})).rejects.toThrow(new UsageError('"yarn rw worker" takes no arguments (got: now).'))
  })

  it('runs the jobs another process queues, then stops on SIGTERM', async () => {
    const data = mkdtempSync(path.join(os.tmpdir(), 'tribe-worker-data-'))
    const socketDir = mkdtempSync(path.join(os.tmpdir(), 'tw-'))
    dirs.push(data, socketDir)
    const env = { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', EMBEDDED_DB_DIR: data, EMBEDDED_DB_SOCKET_DIR: socketDir, EMBEDDED_DB_PORT: '5499', JOBS_POLL_SECONDS: '1' }
    const worker = spawn(tsx, ['scripts/rw/index.ts', 'worker'], { cwd: projectRoot, env })
    let output = ''
    worker.stdout.on('data', (chunk) => (output += chunk))
    worker.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve))
    try {
      await eventually(async () => output.includes('Job worker running') || worker.exitCode !== null, 60_000)
      expect(output).toContain('Job worker running')

      // Another process (an API with JOBS_WORKER=off) queues a mail and its sweep.
      const pool = new pg.Pool({ connectionString: embeddedUrl(socketDir, 5499), max: 1 })
      try {
        await pool.query(`insert into outbox_emails ("to", subject, text, next_attempt_at) values ('a@example.com', 'Hi', 'Hello', now())`)
        const boss = new PgBoss(bossOptions({ executeSql: (text, values) => pool.query(text, values as unknown[]) }))
        expect(await boss.send('mail-sweep', { payload: {} })).toEqual(expect.any(String))
        const status = async () => (await pool.query<{ status: string }>('select status from outbox_emails')).rows[0].status
        // No SMTP_URL outside production: the sweep keeps the mail (and prints it).
        await eventually(async () => (await status()) === 'kept', 20_000)
      } finally {
        await pool.end()
      }
    } finally {
      worker.kill('SIGTERM')
    }
    expect(await exited).toBe(0)
  })
})

import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../api/src/lib/env'
import { parseScale, parseSeedArgs } from './db'
import { UsageError } from './run'

const runCli = (...args: string[]) => runCliWith({}, ...args)

async function runCliWith(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(`${projectRoot}/node_modules/.bin/tsx`, ['scripts/rw/index.ts', ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

// Each test starts the CLI (tsx compiling it first): seconds on a quiet machine, more while CI runs
// every part at once. The limit only guards against a hang.
describe('yarn rw', { timeout: 60_000 }, () => {
  it('explains an unknown command and exits non-zero', async () => {
    const { code, output } = await runCli('deploy')
    expect(code).toBe(1)
    expect(output).toContain('Unknown command "deploy"')
    expect(output).toContain('yarn rw <command>')
  })

  it('lists the scripts when exec names none that exists', async () => {
    const { code, output } = await runCli('exec', 'nope')
    expect(code).toBe(1)
    expect(output).toMatch(/No script named "nope"\. Available: .*outbox/)
  })

  it('explains an unknown lint option and exits non-zero', async () => {
    const { code, output } = await runCli('lint', '--fox')
    expect(code).toBe(1)
    expect(output).toContain('Unknown option for "yarn rw lint": --fox')
    expect(output).toContain('Usage: yarn rw lint [--fix]')
  })

  it('refuses arguments to gen', async () => {
    const { code, output } = await runCli('gen', 'web')
    expect(code).toBe(1)
    expect(output).toContain('"yarn rw gen" takes no arguments (got: web)')
  })

  it('names the test parts when given one that does not exist, before running anything', async () => {
    const { code, output } = await runCli('test', 'lint')
    expect(code).toBe(1)
    expect(output).toContain('Unknown test part: lint. Parts: api, api:postgres, web, e2e')
    expect(output).not.toContain('=== gen ===')
  })

  it('refuses to serve with the development session secret', async () => {
    const { code, output } = await runCliWith({ SESSION_SECRET: '' }, 'serve')
    expect(code).toBe(1)
    expect(output).toContain('SESSION_SECRET is not set. Production needs its own')
  })
})

describe('db seed --scale', () => {
  it('takes a whole number of members', () => {
    expect(parseScale([])).toBe(0)
    expect(parseScale(['--scale', '1000'])).toBe(1000)
  })

  it('refuses anything else with a clear message', () => {
    expect(() => parseScale(['--scale', 'many'])).toThrow(UsageError)
    expect(() => parseScale(['--scale', '0'])).toThrow(/whole number of members/)
    expect(() => parseScale(['--size', '10'])).toThrow(/Unexpected arguments/)
  })

  it('takes --history with --scale, in either order, and refuses it alone', () => {
    expect(parseSeedArgs(['--scale', '100000', '--history'])).toEqual({ scale: 100000, history: true })
    expect(parseSeedArgs(['--history', '--scale', '10'])).toEqual({ scale: 10, history: true })
    expect(parseSeedArgs(['--scale', '10'])).toEqual({ scale: 10, history: false })
    expect(() => parseSeedArgs(['--history'])).toThrow(/give --scale N too/)
    expect(() => parseSeedArgs(['--scale', '10', '--history', '--history'])).toThrow(/Unexpected arguments/)
  })
})

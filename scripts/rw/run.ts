// Small process helpers for the rw CLI.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { projectRoot } from '../../api/src/lib/env'

export const bin = (name: string) => `${projectRoot}/node_modules/.bin/${name}`

/** Runs a command to completion; rejects with its exit code on failure. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: projectRoot, ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new CommandFailed(`${command} ${args.join(' ')}`, code ?? 1, signal)),
    )
  })
}

/**
 * Runs a command to completion with its output (stdout and stderr, interleaved) collected instead
 * of shown, so that several can run at once and each prints in one piece. Never rejects for a
 * non-zero exit: the caller reads `code`.
 */
export function runCollected(command: string, args: string[], options: SpawnOptions = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
  })
}

/** Starts a long-running process; the CLI stops it when it exits. */
export function start(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', cwd: projectRoot, ...options })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

const children = new Set<ChildProcess>()
export function stopChildren() {
  for (const child of children) child.kill('SIGTERM')
}

export class CommandFailed extends Error {
  constructor(
    command: string,
    readonly code: number,
    signal: NodeJS.Signals | null,
  ) {
    super(`${command} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`)
  }
}

export class UsageError extends Error {}

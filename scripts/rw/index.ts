// The project's rw CLI: `yarn rw <command>`. Each command is a thin wrapper over the tools
// that do the work (vite, vitest, playwright, drizzle-kit, tsc, esbuild), run the same way
// on a laptop and in CI.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { closeDb } from '../../api/src/lib/db'
import { sessionSecretProblem } from '../../api/src/lib/auth/session'
import { embeddedDatabaseProblem, ensureDatabase } from '../../api/src/lib/embeddedDb'
import { projectRoot } from '../../api/src/lib/env'
import { migrateDatabase } from '../../api/src/lib/migrate'
import { SHUTDOWN_DEADLINE_MS } from '../../api/src/lib/shutdown'
import { dbCommand, seed } from './db'
import { gen } from './gen'
import { generateCommand } from './generate'
import { demoLoginsText, hasUsers } from './demo'
import { lintCommand } from './lint'
import { testCommand } from './test'
import { bin, CommandFailed, run, start, stopChildren, UsageError } from './run'
import { typeCheck } from './typeCheck'

const usage = `Usage: yarn rw <command>

  dev                 start the API (8911) and web (8910) with the database migrated and seeded
  test [part]         gen, type-check, lint, then every test (parts: api, api:postgres, web, e2e;
                      naming parts skips type-check and lint; e2e --screenshots writes the screenshots)
  build               build web/dist and api/dist for production
  serve               run the production build: one process serving web and /api on 8910
  worker              run the background jobs alone (set JOBS_WORKER=off on the API processes)
  db <command>        migrate | generate | seed [--scale N [--history]] | reset
  exec <script> ...   run scripts/<script>.ts with the database ready
  g <generator> ...   generate a page, cell, component, layout, sdl, service or scaffold (yarn rw g help)
  gen                 generate the GraphQL and route types (schema.graphql, api/src/types, web/src/types)
  type-check          type-check api, web, db and scripts
  lint [--fix]        ESLint: recommended rules, hooks, import boundaries and cycles`

const ports = { web: 8910, api: 8911 }

async function main(argv: string[]) {
  const [command, ...args] = argv
  switch (command) {
    case 'dev':
      return dev(args)
    case 'test':
      return testCommand(args)
    case 'build':
      return build(args)
    case 'serve':
      return serve(args)
    case 'worker':
      // Imported when asked for: it loads every service (the job handlers), which no other command needs.
      return (await import('./worker')).workerCommand(args, waitForSignal)
    case 'db':
      return dbCommand(args)
    case 'exec':
      return exec(args)
    case 'gen':
      noArguments('gen', args)
      return gen()
    case 'g':
    case 'generate':
      return generateCommand(args)
    case 'type-check':
    case 'tc':
      noArguments('type-check', args)
      return typeCheck()
    case 'lint':
      return lintCommand(args)
    case undefined:
    case 'help':
    case '--help':
      console.log(usage)
      return
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${usage}`)
  }
}

function noArguments(command: string, args: string[]) {
  if (args.length) throw new UsageError(`"yarn rw ${command}" takes no arguments (got: ${args.join(' ')}).`)
}

async function dev(args: string[]) {
  noArguments('dev', args)
  await gen({ quiet: true })
  const database = await ensureDatabase()
  await migrateDatabase()
  if (!(await hasUsers())) {
    console.log('First start: seeding the demo community...')
    await seed(0)
  }
  await closeDb()
  console.log(demoLoginsText())
  const env = { ...process.env, NODE_ENV: 'development', PORT: String(ports.api) }
  start(bin('tsx'), ['watch', '--clear-screen=false', 'api/src/server.ts'], { env })
  start(bin('vite'), ['--port', String(ports.web), '--strictPort'], { cwd: path.join(projectRoot, 'web'), env })
  await waitForSignal()
  stopChildren()
  await database.stop()
}

async function build(args: string[]) {
  noArguments('build', args)
  await gen({ quiet: true })
  await run(bin('vite'), ['build'], { cwd: path.join(projectRoot, 'web') })
  await run(bin('esbuild'), [
    'api/src/server.ts',
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node20',
    '--packages=external',
    '--sourcemap',
    '--outfile=api/dist/server.js',
  ])
  console.log('Built web/dist and api/dist. Start it with: yarn rw serve')
}

async function serve(args: string[]) {
  noArguments('serve', args)
  const secretProblem = sessionSecretProblem(process.env.SESSION_SECRET, true)
  if (secretProblem) {
    throw new UsageError(`${secretProblem}. Production needs its own: add SESSION_SECRET=$(openssl rand -hex 32) to .env.`)
  }
  // A real PostgreSQL, unless the operator opts in to the embedded one (fsync off: docs/security.md).
  const databaseProblem = embeddedDatabaseProblem()
  if (databaseProblem) throw new UsageError(databaseProblem)
  for (const built of ['api/dist/server.js', 'web/dist/index.html']) {
    if (!existsSync(path.join(projectRoot, built))) throw new UsageError(`${built} is missing: run "yarn rw build" first.`)
  }
  const database = await ensureDatabase()
  await migrateDatabase()
  await closeDb()
  const env = { ...process.env, NODE_ENV: 'production', PORT: process.env.PORT ?? String(ports.web), SERVE_WEB: 'web/dist' }
  const server = start(process.execPath, ['--enable-source-maps', 'api/dist/server.js'], { env })
  const exited = new Promise((resolve) => server.on('exit', resolve))
  await Promise.race([waitForSignal(), exited])
  // The server drains its requests and closes its pool (lib/shutdown.ts); only then does the
  // embedded database stop, so no request loses its database mid-statement.
  stopChildren()
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DEADLINE_MS + 5000))])
  await database.stop()
}

async function exec(args: string[]) {
  const [name, ...rest] = args
  const scripts = readdirSync(path.join(projectRoot, 'scripts'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
  if (!name || !scripts.includes(name)) {
    const problem = name ? `No script named "${name}".` : 'Name a script to run.'
    throw new UsageError(`${problem} Available: ${scripts.join(', ')}\n\nUsage: yarn rw exec <script> [args...]`)
  }
  const database = await ensureDatabase()
  try {
    const script = await import(path.join(projectRoot, 'scripts', `${name}.ts`))
    if (typeof script.default !== 'function') throw new UsageError(`scripts/${name}.ts has no default export to run.`)
    await script.default({ args: rest })
  } finally {
    await closeDb()
    await database.stop()
  }
}

function isConnectionRefused(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND'
}

function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error) => {
    if (error instanceof UsageError || error instanceof CommandFailed) console.error(error.message)
    else if (isConnectionRefused(error)) {
      console.error(`Cannot reach the database at ${process.env.DATABASE_URL?.replace(/:[^:@/]*@/, ':***@')}. Is it running?`)
    } else console.error(error)
    process.exit(error instanceof CommandFailed ? error.code || 1 : 1)
  },
)

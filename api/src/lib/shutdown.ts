// Graceful shutdown (docs/security.md "Operations"): on SIGTERM the server stops accepting
// connections, lets the requests in flight finish, then stops the job worker (the jobs in
// progress get WORKER_STOP_TIMEOUT_MS to finish, lib/jobs/worker.ts) and closes the database pool
// last, so nothing is cut off mid-statement. A request that outlives the deadline is cut off so the
// process can still exit; an orchestrator sends SIGKILL after its own grace period (Kubernetes:
// 30 s), so the deadline plus the worker's sits below that.
import type { FastifyInstance } from 'fastify'

export const SHUTDOWN_DEADLINE_MS = 20_000

export type ShutdownOutcome = 'drained' | 'deadline'

export async function shutDown(
  app: FastifyInstance,
  steps: { deadlineMs: number; stopWorker: () => Promise<void> | void; closeDatabase: () => Promise<void> },
): Promise<ShutdownOutcome> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), steps.deadlineMs)
  })
  // close(): stops listening, answers 503 to new requests on open keep-alive connections, closes
  // idle ones, and resolves once the requests in flight are answered.
  const closing = app.close().then(
    () => 'drained' as const,
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown: closing the server failed')
      return 'drained' as const
    },
  )
  const outcome = await Promise.race([closing, deadline])
  clearTimeout(timer)
  if (outcome === 'deadline') app.server.closeAllConnections()
  await steps.stopWorker()
  await steps.closeDatabase()
  return outcome
}

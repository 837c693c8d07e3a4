// What an operator graphs and alerts on (docs/operations.md, "Metrics"), in Prometheus' text
// format at GET /api/metrics (functions/metrics.ts, behind METRICS_TOKEN), through prom-client:
// - HTTP requests by method, route pattern (never the raw URL: ids would explode the series) and
//   status, with their duration;
// - GraphQL operations by name and outcome, with their duration (most requests are one route);
// - the process's database pool (connections in use, idle, callers waiting);
// - the job queue: jobs by name and state (waiting, retrying, running, failed for good), and runs
//   of this process by outcome;
// - the outbox: mails waiting to be sent, and mails given up on;
// - Node's own (event-loop lag, heap, GC, CPU), prom-client's defaults.
// Each process has its own registry: with N processes, Prometheus scrapes each and sums. The
// queue and outbox figures are the database's, so every process reports the same numbers: take
// max(), not sum(), of those.
import { sql } from 'drizzle-orm'
import { getOperationAST } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { db, getPool } from './db'
import { QUEUE_SCHEMA } from './jobs/registry'

export const metricsRegistry = new Registry()
collectDefaultMetrics({ register: metricsRegistry, prefix: 'tribe_' })

/** Seconds: from a cached page (a few ms) to a slow report or export. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const httpRequests = new Histogram({
  name: 'tribe_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: BUCKETS,
  registers: [metricsRegistry],
})

const graphqlOperations = new Histogram({
  name: 'tribe_graphql_operation_duration_seconds',
  help: 'GraphQL operations by name and outcome (ok, or error when the result carries errors)',
  labelNames: ['operation', 'outcome'] as const,
  buckets: BUCKETS,
  registers: [metricsRegistry],
})

const jobRuns = new Counter({
  name: 'tribe_job_runs_total',
  help: 'Job runs in this process by job name and outcome (done, failed)',
  labelNames: ['name', 'outcome'] as const,
  registers: [metricsRegistry],
})

new Gauge({
  name: 'tribe_db_pool_connections',
  help: "This process's database pool: connections by state (total, idle, waiting: callers queued for one)",
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const pool = getPool()
    this.set({ state: 'total' }, pool.totalCount)
    this.set({ state: 'idle' }, pool.idleCount)
    this.set({ state: 'waiting' }, pool.waitingCount)
  },
})

/** The queue's states worth watching: waiting, retrying, running, and failed for good (dead letter). */
const QUEUE_STATES = ['created', 'retry', 'active', 'failed'] as const

new Gauge({
  name: 'tribe_jobs',
  help: 'Jobs in the queue by name and state (created: waiting, retry: waiting to retry, active: running, failed: failed for good)',
  labelNames: ['name', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset()
    const { rows } = await db.execute<{ name: string; state: string; count: number }>(
      sql`select name, state::text as state, count(*)::int as count from ${sql.raw(`"${QUEUE_SCHEMA}"."job"`)}
          where state::text in (${sql.join(QUEUE_STATES.map((state) => sql`${state}`), sql`, `)}) group by 1, 2`,
    )
    for (const row of rows) this.set({ name: row.name, state: row.state }, Number(row.count))
  },
})

new Gauge({
  name: 'tribe_outbox_emails',
  help: 'Outbox mails by state: pending (waiting to be sent), failed (given up after the last retry)',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
  async collect() {
    const { rows } = await db.execute<{ pending: number; failed: number }>(
      sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'failed')::int as failed from outbox_emails`,
    )
    this.set({ status: 'pending' }, Number(rows[0]?.pending ?? 0))
    this.set({ status: 'failed' }, Number(rows[0]?.failed ?? 0))
  },
})

export function observeRequest(method: string, route: string, status: number, seconds: number) {
  httpRequests.observe({ method, route, status: String(status) }, seconds)
}

/** The yoga plugin timing each operation, named by its document (its outcome: errors in the result or not). */
export function operationMetricsPlugin(): Plugin {
  return {
    onExecute({ args }) {
      const started = performance.now()
      const operation = getOperationAST(args.document, args.operationName)?.name?.value ?? 'anonymous'
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Boolean(result.errors?.length)
          graphqlOperations.observe({ operation, outcome: failed ? 'error' : 'ok' }, (performance.now() - started) / 1000)
        },
      }
    },
  }
}

export function countJobRun(name: string, outcome: 'done' | 'failed') {
  jobRuns.inc({ name, outcome })
}

// Why a drain (docs/security.md, "Timeouts and shutdown"): SIGTERM used to exit at once, dropping requests in flight and leaving the pool
// and the worker to die mid-statement. Shutdown now drains, then stops the worker, then the pool.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createServer } from '../server'
import { shutDown } from './shutdown'

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close().catch(() => {})
  app = undefined
})

/** A server with one slow route that finishes when `release` is called. */
async function serverWithSlowRoute() {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let started = () => {}
  const inFlight = new Promise<void>((resolve) => (started = resolve))
  app = await createServer()
  app.get('/api/test-slow', async () => {
    started()
    await released
    return { done: true }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const get = (urlPath: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (response) => {
          let body = ''
          response.on('data', (chunk) => (body += chunk))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
        })
        .on('error', reject)
    })
  return { app, get, release, inFlight }
}

describe('shutDown', () => {
  it('finishes the request in flight, refuses new ones, then stops the worker and then the pool', async () => {
    const { app, get, release, inFlight } = await serverWithSlowRoute()
    const steps: string[] = []
    const slow = get('/api/test-slow')
    await inFlight

    const done = shutDown(app, {
      // Never reached: release() below decides when the request ends.
      deadlineMs: 60_000,
      stopWorker: async () => void steps.push('worker'),
      closeDatabase: async () => void steps.push('pool'),
    })
    const server = app.server
    await vi.waitFor(() => expect(server.listening).toBe(false), { timeout: 5000 })
    await expect(get('/api/health')).rejects.toThrow() // no longer accepting
    expect(steps).toEqual([]) // still draining
    release()
    expect(await slow).toEqual({ status: 200, body: '{"done":true}' })
    expect(await done).toBe('drained')
    expect(steps).toEqual(['worker', 'pool'])
  })

  it('gives up at the deadline and still closes the pool', async () => {
    const { app, get, inFlight } = await serverWithSlowRoute()
    const steps: string[] = []
    const slow = get('/api/test-slow')
    slow.catch(() => {})
    await inFlight
    const outcome = await shutDown(app, {
      deadlineMs: 300,
      stopWorker: async () => void steps.push('worker'),
      closeDatabase: async () => void steps.push('pool'),
    })
    expect(outcome).toBe('deadline')
    // The request never released was cut off, not waited for.
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/)
    expect(steps).toEqual(['worker', 'pool'])
  })
})

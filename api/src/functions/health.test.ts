import { createServer as createTcpServer, type Socket } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createServer } from '../server'
import { closeDb } from '../lib/db'

let app: FastifyInstance
beforeAll(async () => {
  app = await createServer()
})
afterAll(async () => {
  await app.close()
})

it('reports ok with the database latency', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ status: 'ok', database: { status: 'ok', latencyMs: expect.any(Number) } })
})

it('answers 503 when the database is unreachable', async () => {
  const workingUrl = process.env.DATABASE_URL
  await closeDb()
  process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none' // nothing listens on port 1
  try {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'error', database: { status: 'unreachable' } })
  } finally {
    await closeDb()
    process.env.DATABASE_URL = workingUrl
  }
})

it('answers 503 within its own short timeout when the database stops answering', async () => {
  // Accepts connections and never says a word: a database that hangs.
  const sockets: Socket[] = []
  let clientGaveUp = false
  const silent = createTcpServer((socket) => {
    sockets.push(socket)
    socket.on('close', () => (clientGaveUp = true))
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const workingUrl = process.env.DATABASE_URL
  await closeDb()
  process.env.DATABASE_URL = `postgres://nobody@127.0.0.1:${(silent.address() as { port: number }).port}/none`
  try {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'error', database: { status: 'unreachable' } })
    // The answer is the health check's own timer (HEALTH_TIMEOUT_MS), not the pool giving up: the
    // pool is still waiting on the silent database (its connect timeout is longer), whatever the load.
    expect(sockets.length).toBeGreaterThan(0)
    expect(clientGaveUp).toBe(false)
  } finally {
    for (const socket of sockets) socket.destroy()
    await closeDb().catch(() => {})
    process.env.DATABASE_URL = workingUrl
    silent.close()
  }
})

// One load of one request for the benches: N keep-alive connections on loopback, each sending its
// next request as soon as the previous answer arrived, until the time is up. It runs in a worker
// thread: with the embedded database the bench's own thread also runs PGlite, and a load loop
// sharing it would wait behind every query.
import { Worker } from 'node:worker_threads'

export type LoadRun = { latencies: number[]; errors: number; firstError: string | null; seconds: number }
export type LoadRequest = {
  port: number
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
  connections: number
  durationMs: number
  /** A substring every answer must contain: a run of errors is not a fast run. */
  expect: string
}

// The load loop, plain JavaScript for the worker: N connections, each sending its next request
// as soon as the previous answer arrived, until the time is up.
const loadWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const { port, method, path, headers, body, connections, durationMs, expect } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
const latencies = []
let errors = 0
let firstError = null
const fail = (message) => { errors++; if (!firstError) firstError = message }
function once() {
  return new Promise((resolve) => {
    const started = performance.now()
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => {
        if (res.statusCode !== 200 || !text.includes(expect)) fail(res.statusCode + ' ' + text.slice(0, 300))
        else latencies.push(performance.now() - started)
        resolve()
      })
    })
    req.on('error', (error) => { fail(String(error)); resolve() })
    req.end(body)
  })
}
async function loop(until) { while (performance.now() < until) await once() }
const started = performance.now()
Promise.all(Array.from({ length: connections }, () => loop(started + durationMs))).then(() => {
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  parentPort.postMessage({ latencies, errors, firstError, seconds })
})
`

export function loadOnce(request: LoadRequest): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(loadWorkerSource, { eval: true, workerData: request })
    worker.once('message', resolve)
    worker.once('error', reject)
  })
}

// Stopping a worker gracefully: the job in progress finishes before stop() returns; one still
// running at the deadline is failed at once (to be retried elsewhere), not left active until it
// expires.
import { afterEach, beforeAll, expect, it } from 'vitest'
import { queue } from './boss'
import { eventually, separateQueue, storedJobs } from './testing'
import { startJobWorker } from './worker'

const NAME = 'test-slow'
const closes: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closes.splice(0)) await close()
})
beforeAll(async () => {
  await queue().createQueue(NAME, { name: NAME, policy: 'standard', retryLimit: 1 })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function workerRunning(handlerMs: number, stopTimeoutMs: number) {
  const second = separateQueue({ schedule: false, supervise: false })
  closes.push(second.close)
  const worker = await startJobWorker({ [NAME]: async () => (await sleep(handlerMs), { slept: handlerMs }) }, { boss: second.boss, pollingIntervalSeconds: 0.5, stopTimeoutMs })
  await queue().send(NAME, { payload: {} })
  await eventually(async () => (await storedJobs(NAME))[0]?.state === 'active')
  return worker
}

it('lets the job in progress finish before it stops', async () => {
  const worker = await workerRunning(700, 5_000)
  await worker.stop()
  expect(await storedJobs(NAME)).toMatchObject([{ state: 'completed', output: { slept: 700 } }])
})

it('fails a job still running at its deadline, so it is retried', async () => {
  const worker = await workerRunning(3_000, 200)
  await worker.stop()
  expect(await storedJobs(NAME)).toMatchObject([{ state: 'retry', output: { message: 'the worker stopped while this job ran' } }])
})

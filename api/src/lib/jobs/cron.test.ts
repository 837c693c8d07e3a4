// A schedule fires once across processes: two queue instances, each with a pool of its own as two
// API processes would have, both running their schedulers over one database, queue one job for
// the minute, not two.
import { afterEach, expect, it } from 'vitest'
import { getPool } from '../db'
import { queue } from './boss'
import { eventually, separateQueue, storedJobs } from './testing'

const NAME = 'test-every-minute'
const started: ReturnType<typeof separateQueue>[] = []

afterEach(async () => {
  await Promise.all(started.splice(0).map((instance) => instance.close()))
  await queue().unschedule(NAME)
})

it('a cron schedule fires once across two queue instances over one database', async () => {
  // A plain queue (no collapsing of waiting copies), so a second firing would show as a second job.
  await queue().createQueue(NAME, { name: NAME, policy: 'standard' })
  await queue().schedule(NAME, '* * * * *', { payload: {} })
  // Both schedulers look at once: as if neither had fired in a while.
  await getPool().query('update pgboss.version set cron_on = null')
  // Far enough from the next minute that no second, rightful firing can happen within the test.
  const second = new Date().getSeconds()
  if (second > 48) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))

  // Checking every second (the fastest the library allows), each would fire every time it looks
  // if nothing held the other back.
  const options = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1, supervise: false }
  started.push(separateQueue(options), separateQueue(options))
  await Promise.all(started.map((instance) => instance.boss.start()))

  await eventually(async () => (await storedJobs(NAME)).length > 0)
  // Several more looks by each instance.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  expect(await storedJobs(NAME)).toHaveLength(1)
}, 30_000)

// A schedule fires once across processes: two queue instances, each with a pool of its own as two
// API processes would have, both running their schedulers over one database, queue one job for
// each minute the schedule names, not one per instance.
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

/** The database's minute, as a whole number (the clock the schedulers go by). */
const minuteNow = async () => (await getPool().query<{ minute: number }>(`select floor(extract(epoch from now()) / 60)::int as minute`)).rows[0].minute

it('a cron schedule fires once across two queue instances over one database', async () => {
  // A plain queue (no collapsing of waiting copies), so a second firing would show as a second job.
  await queue().createQueue(NAME, { name: NAME, policy: 'standard' })
  await queue().schedule(NAME, '* * * * *', { payload: {} })
  // Both schedulers look at once: as if neither had fired in a while.
  await getPool().query('update pgboss.version set cron_on = null')
  const firstMinute = await minuteNow()

  // Checking every second (the fastest the library allows), each would fire every time it looks
  // if nothing held the other back.
  const options = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1, supervise: false }
  started.push(separateQueue(options), separateQueue(options))
  await Promise.all(started.map((instance) => instance.boss.start()))

  await eventually(async () => (await storedJobs(NAME)).length > 0)
  // Several more looks by each instance.
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  const minutes = (await minuteNow()) - firstMinute + 1
  // One job per minute the test lasted: one, or two when it crossed into the next minute.
  expect((await storedJobs(NAME)).length).toBeLessThanOrEqual(minutes)
}, 30_000)

import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { infoLogs } from '../../../../db/schema'
import { db } from '../../lib/db'
import { drainQueue } from '../../lib/jobs'
import { runGraphql } from '../../test/graphql'
import { asUser, scenario } from '../../test/scenario'
import { discardJob, retryJob } from './actions'
import { jobMessages } from './jobRows'
import { backgroundJobs } from './jobs'
import { jobsWorld } from './jobs.scenarios'

const refusal = (work: () => Promise<unknown>) => work().then(() => ({ message: 'no error', extensions: { code: 'NONE' } }), (error: { message: string; extensions: { code: string } }) => error)

describe('backgroundJobs', () => {
  scenario('lists the jobs newest first, by state and name, with attempts, error and payload', jobsWorld, async ({ admin, failed, completed, running, waiting }) => {
    const all = await asUser(admin, () => backgroundJobs({}))
    expect(all.totalCount).toBe(4)
    expect(all.items.map((job) => job.id)).toEqual([waiting, running, completed, failed])

    const failedOnes = await asUser(admin, () => backgroundJobs({ state: 'failed' }))
    expect(failedOnes.items).toMatchObject([
      { id: failed, name: 'upload-import', state: 'failed', payloadSummary: '{"uploadJobId":41}', attempts: 1, maxAttempts: 1, error: 'storage is unreachable' },
    ])
    expect(failedOnes.items[0].finishedAt).not.toBeNull()
    expect((await asUser(admin, () => backgroundJobs({ state: 'running' }))).items).toMatchObject([{ id: running, state: 'running', attempts: 1, error: null }])
    expect((await asUser(admin, () => backgroundJobs({ state: 'completed' }))).items).toMatchObject([{ id: completed, state: 'completed', error: null }])
    expect((await asUser(admin, () => backgroundJobs({ state: 'waiting' }))).items).toMatchObject([{ id: waiting, name: 'files-sweep', attempts: 0, startedAt: null }])
    // open: what may still need a person, newest first; the completed one is left out.
    expect((await asUser(admin, () => backgroundJobs({ state: 'open' }))).items.map((job) => job.id).sort()).toEqual([failed, running, waiting].sort())
    expect((await asUser(admin, () => backgroundJobs({ name: 'files-sweep' }))).totalCount).toBe(1)

    const paged = await asUser(admin, () => backgroundJobs({ page: 2, pageSize: 3 }))
    expect(paged).toMatchObject({ totalCount: 4, page: 2, pageSize: 3, items: [{ id: failed }] })
    const bad = await refusal(() => asUser(admin, () => backgroundJobs({ state: 'stuck', name: 'nope' })))
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', properties: { messages: { state: [jobMessages.state], name: [jobMessages.name] } } })
  })
})

describe('retryJob and discardJob', () => {
  scenario('retry runs a failed job once more, and says who did it', jobsWorld, async ({ admin, failed, running }) => {
    expect(await asUser(admin, () => retryJob({ id: failed }))).toMatchObject({ id: failed, state: 'waiting', maxAttempts: 2 })
    expect(await drainQueue('upload-import', async () => ({ status: 'succeeded' }))).toEqual({ ran: 1, failed: 0 })
    expect((await asUser(admin, () => backgroundJobs({ state: 'completed' }))).items.map((job) => job.id)).toContain(failed)
    expect(await db.select().from(infoLogs).where(eq(infoLogs.action, 'job.retried'))).toMatchObject([{ userId: admin.id, entityType: 'job', entityId: failed, details: { name: 'upload-import' } }])
    // Only a failed job: a running one is refused and left as it is.
    expect((await refusal(() => asUser(admin, () => retryJob({ id: running })))).message).toBe(jobMessages.notFailed)
  })

  scenario('discard leaves a waiting or failed job unrun, listed as discarded; never a running one', jobsWorld, async ({ admin, failed, running, waiting }) => {
    expect(await asUser(admin, () => discardJob({ id: waiting }))).toMatchObject({ id: waiting, state: 'discarded' })
    expect(await asUser(admin, () => discardJob({ id: failed }))).toMatchObject({ id: failed, state: 'discarded' })
    expect(await drainQueue('files-sweep', async () => ({}))).toEqual({ ran: 0, failed: 0 })
    expect((await refusal(() => asUser(admin, () => discardJob({ id: running })))).message).toBe(jobMessages.notDiscardable)
    expect((await refusal(() => asUser(admin, () => retryJob({ id: failed })))).message).toBe(jobMessages.notFailed)
    expect((await asUser(admin, () => backgroundJobs({ state: 'discarded' }))).totalCount).toBe(2)
    expect(await db.select({ entityId: infoLogs.entityId }).from(infoLogs).where(eq(infoLogs.action, 'job.discarded'))).toHaveLength(2)
    expect((await refusal(() => asUser(admin, () => discardJob({ id: 'not-a-job' })))).extensions.code).toBe('NOT_FOUND')
    expect((await refusal(() => asUser(admin, () => discardJob({ id: '00000000-0000-4000-8000-000000000000' })))).extensions.code).toBe('NOT_FOUND')
  })
})

describe('jobs access', () => {
  scenario('is refused without the jobs page flag, and signed out; nothing changes', jobsWorld, async ({ admin, coach, failed }) => {
    const documents = [
      'query { backgroundJobs { totalCount } }',
      `mutation { retryJob(id: "${failed}") { id } }`,
      `mutation { discardJob(id: "${failed}") { id } }`,
    ]
    for (const document of documents) {
      expect((await runGraphql(coach, document)).errors?.[0].extensions?.code, document).toBe('FORBIDDEN')
      expect((await runGraphql(null, document)).errors?.[0].extensions?.code, document).toBe('UNAUTHENTICATED')
    }
    expect((await asUser(admin, () => backgroundJobs({ state: 'failed' }))).items.map((job) => job.id)).toEqual([failed])
    const allowed = await runGraphql(admin, 'query { backgroundJobs(state: "failed") { totalCount items { id name state } } }')
    expect(allowed).toEqual({ data: { backgroundJobs: { totalCount: 1, items: [{ id: failed, name: 'upload-import', state: 'failed' }] } } })
  })
})

// An admin's hand on one job (staff /jobs): retry a job that failed for good, or discard one that
// waits or failed so it never runs. Both go through the queue's own operations and are written to
// the info log with who did it.
import { requireAuth } from '../../directives'
import { writeInfoLog } from '../../lib/audit'
import { currentUser } from '../../lib/context'
import { UserInputError } from '../../lib/errors'
import { queue } from '../../lib/jobs'
import type { MutationResolvers } from '../../types/graphql'
import { findJobRow, jobMessages, toJob } from './jobRows'

async function logAction(action: 'job.retried' | 'job.discarded', job: { id: string; name: string }) {
  const user = requireAuth(currentUser())
  await writeInfoLog({ action, userId: user.id, originalUserId: user.originalUserId, entityType: 'job', entityId: job.id, details: { name: job.name } })
}

export const retryJob = (async ({ id }) => {
  const job = await findJobRow(id)
  if (job.state !== 'failed') throw new UserInputError(jobMessages.notFailed)
  await queue().retry(job.name, job.id)
  await logAction('job.retried', job)
  return toJob(await findJobRow(id))
}) satisfies MutationResolvers['retryJob']

export const discardJob = (async ({ id }) => {
  const job = await findJobRow(id)
  if (!['created', 'retry', 'failed'].includes(job.state)) throw new UserInputError(jobMessages.notDiscardable)
  // The queue cancels only what has not finished; a failed job is finished, so it is marked by hand.
  if (job.state === 'failed') await queue().getDb().executeSql(`update pgboss.job set state = 'cancelled' where name = $1 and id = $2 and state = 'failed'`, [job.name, job.id])
  else await queue().cancel(job.name, job.id)
  await logAction('job.discarded', job)
  return toJob(await findJobRow(id))
}) satisfies MutationResolvers['discardJob']

// Two background jobs of the journey's own, told apart by an upload id no upload has: one failed
// for good (its last error set as a worker would) and one waiting until tomorrow, so no worker of
// the journey's server runs it first.
import { queue } from '../../../api/src/lib/jobs'

export type MadeJobs = { uploadJobId: number; failedId: string; waitingId: string; error: string }

export default async function jobs(): Promise<MadeJobs> {
  const uploadJobId = 900_000 + Math.floor(Math.random() * 99_999)
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000)
  const error = `Upload job ${uploadJobId} no longer exists`
  const failedId = await queue().send('upload-import', { payload: { uploadJobId } }, { startAfter: tomorrow })
  const waitingId = await queue().send('upload-import', { payload: { uploadJobId: uploadJobId + 1 } }, { startAfter: tomorrow })
  if (!failedId || !waitingId) throw new Error('The queue refused the journey\'s jobs')
  await queue().fail('upload-import', failedId, { message: error })
  return { uploadJobId, failedId, waitingId, error }
}

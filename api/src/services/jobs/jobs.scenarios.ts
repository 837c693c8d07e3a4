// Rows the jobs page tests start from: an admin holding the jobs flag, a coach without it, and one
// job in each state the page lists, made through the queue itself.
import { drainQueue, enqueue, queue } from '../../lib/jobs'
import { createUser } from '../../test/factories'
import { currentUserFor } from '../../test/scenario'

async function signedIn(level: string, pageAccess: Record<string, boolean>) {
  const user = await createUser({ accessLevels: [{ name: level, pageAccess }] })
  return currentUserFor(user.id)
}

const failing = async () => {
  throw new Error('storage is unreachable')
}

export const jobsWorld = async () => {
  const admin = await signedIn('tribe-team-ro', { jobs: true })
  const coach = await signedIn('coach', { stages: true })
  // A job that failed for good: no retries (upload-import has none of its own).
  const failed = (await enqueue('upload-import', { uploadJobId: 41 }))!
  await drainQueue('upload-import', failing)
  const completed = (await enqueue('upload-import', { uploadJobId: 42 }))!
  await drainQueue('upload-import', async () => ({ status: 'succeeded' }))
  // Fetched and left running, as a worker holds it.
  const running = (await enqueue('upload-import', { uploadJobId: 43 }))!
  await queue().fetch('upload-import')
  const waiting = (await enqueue('files-sweep', {}))!
  return { admin, coach, failed, completed, running, waiting }
}

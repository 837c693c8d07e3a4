// Sending the picked files to the spec's import endpoint (POST /api/upload-<mode>-users,
// /api/upload-create-groups, /api/upload-create-courses), signed in as Apollo is: the dbAuth
// bearer token, the auth-provider header and the acting role. Answers the queued job's id.
import { dbAuthClient } from '@/auth'
import { getActiveRoleId } from '@/lib/currentRole'
import { uploadEndpoint, type UploadKind, type UploadMode } from '@common/validation/uploads'

export async function sendUpload(kind: UploadKind, mode: UploadMode, files: readonly File[], dryRun = true): Promise<{ id: number }> {
  const headers: Record<string, string> = { 'auth-provider': 'dbAuth' }
  const token = await dbAuthClient.getToken()
  if (token) headers.authorization = `Bearer ${token}`
  const role = getActiveRoleId()
  if (role) headers['x-current-role'] = role
  const form = new FormData()
  form.append('dryRun', String(dryRun))
  for (const file of files) form.append('file', file, file.name)
  let response: Response
  try {
    response = await fetch(uploadEndpoint(kind, mode), { method: 'POST', headers, body: form, credentials: 'same-origin' })
  } catch {
    throw new Error('The upload failed: check your connection and try again.')
  }
  const body = (await response.json().catch(() => null)) as { id?: number; error?: string } | null
  if (response.status === 202 && body?.id) return { id: body.id }
  throw new Error(body?.error ?? `The upload failed (error ${response.status}). Try again, or contact an admin if it keeps failing.`)
}

// Uploading one file to POST /api/upload-file (docs/storage.md) with XMLHttpRequest, the one
// browser API that reports upload progress. Signed in the way Apollo is (web/src/lib/apollo.ts):
// the dbAuth bearer token, the auth-provider header and the current role. A file over 10 MB or of
// a type the field does not take is refused here at once, without sending a byte.
import { dbAuthClient } from '@/auth'
import { getActiveRoleId } from '@/lib/currentRole'
import {
  fileExtension,
  UPLOAD_EXTENSIONS,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_URL,
  uploadTypeNotAllowedMessage,
  type UploadedFile,
} from '@common/files'

export type { UploadedFile }

/** An upload that did not happen: `message` is what to show (the server's own when it answered). */
export class UploadFailedError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server was not reached or the upload was refused here. */
    readonly status: number,
    readonly cancelled = false,
  ) {
    super(message)
    this.name = 'UploadFailedError'
  }
}

export const uploadMessages = {
  network: 'The upload failed: check your connection and try again.',
  cancelled: 'Upload cancelled.',
  failed: (status: number) => `The upload failed (error ${status}). Try again, or contact an admin if it keeps failing.`,
}

export type UploadProgress = { loaded: number; total: number; fraction: number }

export type UploadOptions = {
  /** Why the file is uploaded (a short name such as 'lesson-video'; kept in the info log). */
  purpose?: string
  onProgress?: (progress: UploadProgress) => void
  /** Aborting cancels the upload (the promise rejects with `cancelled`). */
  signal?: AbortSignal
  /** The extensions the caller takes (default: every uploadable one). */
  accept?: readonly string[]
  /** The dbAuth token (default: the app's dbAuth client). */
  getToken?: () => Promise<string | null> | string | null
  /** The acting role (default: the one chosen in the avatar menu). */
  getRoleId?: () => string | null | undefined
}

/** Why `file` cannot be uploaded before trying, or null when it may be. */
export function uploadProblem(file: Pick<File, 'name' | 'size'>, accept: readonly string[] = UPLOAD_EXTENSIONS): string | null {
  if (file.size > UPLOAD_LIMIT_BYTES) return UPLOAD_TOO_LARGE_MESSAGE
  if (!accept.includes(fileExtension(file.name))) return uploadTypeNotAllowedMessage(file.name, accept)
  return null
}

/** Uploads `file`; resolves with the stored file, rejects with UploadFailedError. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const problem = uploadProblem(file, options.accept)
  if (problem) throw new UploadFailedError(problem, 0)
  if (options.signal?.aborted) throw new UploadFailedError(uploadMessages.cancelled, 0, true)
  // The headers Apollo sends (lib/apollo.ts authHeaders, not imported: it would bring Apollo along).
  const headers: Record<string, string> = { 'auth-provider': 'dbAuth' }
  const token = await (options.getToken ?? (() => dbAuthClient.getToken()))()
  if (token) headers.authorization = `Bearer ${token}`
  const role = (options.getRoleId ?? getActiveRoleId)()
  if (role) headers['x-current-role'] = role

  const form = new FormData()
  if (options.purpose) form.append('purpose', options.purpose)
  form.append('file', file, file.name)

  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', UPLOAD_URL)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return
      options.onProgress?.({ loaded: event.loaded, total: event.total, fraction: event.total ? event.loaded / event.total : 0 })
    }
    const onAbort = () => xhr.abort()
    options.signal?.addEventListener('abort', onAbort, { once: true })
    const settle = () => options.signal?.removeEventListener('abort', onAbort)
    xhr.onload = () => {
      settle()
      const body = parseJson(xhr.responseText)
      if (xhr.status === 201 || xhr.status === 200) return resolve(body as UploadedFile)
      const message = body && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : uploadMessages.failed(xhr.status)
      reject(new UploadFailedError(message, xhr.status))
    }
    xhr.onerror = () => {
      settle()
      reject(new UploadFailedError(uploadMessages.network, 0))
    }
    xhr.onabort = () => {
      settle()
      reject(new UploadFailedError(uploadMessages.cancelled, 0, true))
    }
    xhr.send(form)
  })
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

// The upload behind FileUpload: checks the file (size, type) before sending, sends it with progress,
// can be cancelled (and is, when the field goes away), and ends done (handing the stored file to
// onUploaded) or failed with the reason.
import { useEffect, useRef, useState } from 'react'
import { useAuth } from '@/auth'
import { uploadFile, UploadFailedError, uploadProblem, type UploadedFile } from './uploadFile'

export type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; percent: number }
  | { step: 'done'; file: UploadedFile }
  | { step: 'failed'; message: string }

type Options = {
  accept: readonly string[]
  purpose?: string
  upload: typeof uploadFile
  onUploaded: (file: UploadedFile) => void
}

export function useFileUpload({ accept, purpose, upload, onUploaded }: Options) {
  const { getToken } = useAuth()
  const [state, setState] = useState<UploadState>({ step: 'idle' })
  const input = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)
  // An upload still running when the field goes away is cancelled.
  useEffect(() => () => abort.current?.abort(), [])

  async function start(file: File) {
    const problem = uploadProblem(file, accept)
    if (problem) return setState({ step: 'failed', message: problem })
    const controller = new AbortController()
    abort.current = controller
    setState({ step: 'uploading', fileName: file.name, percent: 0 })
    try {
      const uploaded = await upload(file, {
        purpose,
        accept,
        signal: controller.signal,
        getToken,
        onProgress: ({ fraction }) => setState({ step: 'uploading', fileName: file.name, percent: Math.min(99, Math.floor(fraction * 100)) }),
      })
      if (controller.signal.aborted) return
      setState({ step: 'done', file: uploaded })
      onUploaded(uploaded)
    } catch (failure) {
      const text = failure instanceof UploadFailedError ? failure.message : 'The upload failed. Try again.'
      setState({ step: 'failed', message: text })
    } finally {
      if (abort.current === controller) abort.current = null
      // The same file can be picked again after a failure.
      if (input.current) input.current.value = ''
    }
  }

  return { state, input, start, cancel: () => abort.current?.abort() }
}

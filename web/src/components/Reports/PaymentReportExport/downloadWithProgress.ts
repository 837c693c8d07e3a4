// A streamed download read in the page, so it can show how far along it is (the export has no
// length: it is written while it is read), then saved under the server's file name.

export type DownloadProgress = { bytes: number; lines: number }

const NEWLINE = 10

/** The file name of a Content-Disposition attachment, or `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]+)"/)
  return match ? match[1] : fallback
}

/**
 * Fetches `url` (signed in by the session cookie) reporting bytes and lines read, then saves it.
 * A refusal throws the server's words.
 */
export async function downloadWithProgress(url: string, fallbackName: string, onProgress: (progress: DownloadProgress) => void): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) {
    const body = await response.json().catch(() => null)
    throw new Error((body as { error?: string } | null)?.error ?? `The download failed (${response.status})`)
  }
  const chunks: Uint8Array[] = []
  const progress: DownloadProgress = { bytes: 0, lines: 0 }
  const reader = response.body?.getReader()
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      progress.bytes += value.length
      for (const byte of value) if (byte === NEWLINE) progress.lines += 1
      onProgress({ ...progress })
    }
  } else chunks.push(new Uint8Array(await response.arrayBuffer()))
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

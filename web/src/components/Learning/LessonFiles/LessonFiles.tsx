// A lesson's files: name, size and a download link (uploads download as attachments from
// /api/files; links open in a new tab).
import { formatBytes } from '../learningFormat'

export type LessonFile = { id: number; name: string; contentType: string | null; sizeBytes: number | null; url: string }

const isUpload = (url: string) => url.startsWith('/api/files/')

export function LessonFiles({ files }: { files: LessonFile[] }) {
  if (files.length === 0) return null
  return (
    <section aria-labelledby="lesson-files-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lesson-files-heading" className="text-base font-semibold text-slate-900">
        Lesson files
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {files.map((file) => {
          const upload = isUpload(file.url)
          return (
            <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 items-center gap-3">
                <span aria-hidden="true" className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="h-5 w-5">
                    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" strokeLinejoin="round" />
                    <path d="M14 3v5h5" strokeLinejoin="round" />
                  </svg>
                </span>
                <div className="min-w-0">
                  <p className="break-words text-sm font-medium text-slate-800">{file.name}</p>
                  {file.sizeBytes !== null && <p className="text-xs text-slate-500">{formatBytes(file.sizeBytes)}</p>}
                </div>
              </div>
              <a
                href={file.url}
                {...(upload ? { download: file.name } : { target: '_blank', rel: 'noopener noreferrer' })}
                className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {upload ? 'Download' : 'Open link'}
                <span className="sr-only"> {file.name}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export default LessonFiles

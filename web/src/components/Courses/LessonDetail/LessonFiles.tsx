// A lesson's files: each opens its page, and downloads (a file) or opens (a link).
import { Link, routes } from '@redwoodjs/router'
import { formatFileSize } from '@common/files'
import { fileDownloadUrl } from '@common/files.downloads'
import { buttonClassName } from '@/components/ui/Button/Button'
import type { LessonRecord } from './lessonRecord'
import { DetailCard } from '../DetailCard/DetailCard'

export function LessonFiles({ files, role }: { files: LessonRecord['files']; role: string | null | undefined }) {
  return (
    <DetailCard id="lesson-files" title="Files">
      {files.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-500 sm:px-6">No files yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-6">
              <Link to={routes.lessonFile({ id: file.id })} className="min-w-0 flex-1 break-words font-medium text-slate-900 hover:text-brand-700 hover:underline">
                {file.name}
              </Link>
              <span className="text-xs text-slate-500">{file.isLink ? 'Link' : `${file.fileName ?? ''}${file.sizeBytes != null ? ` · ${formatFileSize(file.sizeBytes)}` : ''}`}</span>
              <a
                href={file.isLink ? file.fileUrl : fileDownloadUrl('lesson-files', file.id, { as: role })}
                target={file.isLink ? '_blank' : undefined}
                rel={file.isLink ? 'noopener noreferrer' : undefined}
                className={buttonClassName('secondary', 'sm')}
              >
                {file.isLink ? 'Open' : 'Download'}
                <span className="sr-only"> {file.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  )
}

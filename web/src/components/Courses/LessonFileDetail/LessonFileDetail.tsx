// /lesson-files/{id}: a lesson file: its lesson, what it is (an upload with its name, type and size,
// or a link), open or download it, and Edit / Delete for those who may.
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { formatFileSize, isInlinePreviewable } from '@common/files'
import { fileDownloadUrl } from '@common/files.downloads'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import type { DeleteLessonFileMutation, DeleteLessonFileMutationVariables, FindLessonFileQuery } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { Detail, DetailList } from '@/components/ui/DetailList/DetailList'
import { canOpen } from '../courseAccess'
import { UpLink } from '../UpLink/UpLink'

export const DELETE_LESSON_FILE = gql`
  mutation DeleteLessonFile($id: Int!) {
    deleteLessonFile(id: $id) {
      id
      lessonId
    }
  }
`

export function LessonFileDetail({ file }: { file: NonNullable<FindLessonFileQuery['lessonFile']> }) {
  const user = useCurrentUser()
  const role = user?.accessLevel?.name
  const canEdit = canOpen(user, 'editLessonFile')
  const [deleteFile] = useMutation<DeleteLessonFileMutation, DeleteLessonFileMutationVariables>(DELETE_LESSON_FILE, { refetchQueries: ['FindLesson'] })
  const onDelete = async () => {
    await deleteFile({ variables: { id: file.id } })
    navigate(canOpen(user, 'lesson') ? routes.lesson({ id: file.lessonId }) : routes.courses())
  }
  const href = file.isLink ? file.fileUrl : fileDownloadUrl('lesson-files', file.id, { as: role })
  return (
    <article className="space-y-6">
      <header className="space-y-4">
        <UpLink to={canOpen(user, 'lesson') ? routes.lesson({ id: file.lessonId }) : null}>{file.lessonName}</UpLink>
        <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{file.name}</h1>
        <div className="flex flex-wrap gap-2">
          <a href={href} target={file.isLink ? '_blank' : undefined} rel={file.isLink ? 'noopener noreferrer' : undefined} className={buttonClassName('primary', 'md')}>
            {file.isLink ? 'Open link' : 'Download'}
          </a>
          {!file.isLink && isInlinePreviewable(file.contentType) && (
            <a href={fileDownloadUrl('lesson-files', file.id, { inline: true, as: role })} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary', 'md')}>
              View
            </a>
          )}
          {canEdit && (
            <>
              <Link to={routes.editLessonFile({ id: file.id })} className={buttonClassName('secondary', 'md')}>
                Edit
              </Link>
              <ConfirmDelete label="Delete" title={`Delete ${file.name}?`} loadingLabel="Deleting..." success="File deleted" onConfirm={onDelete}>
                <p className="text-sm text-slate-600">Members will no longer find this file on {file.lessonName}.</p>
              </ConfirmDelete>
            </>
          )}
        </div>
      </header>
      <DetailList>
        <Detail label="Kind">{file.isLink ? 'Web link' : 'Uploaded file'}</Detail>
        {file.isLink ? (
          <Detail label="Link">
            <span className="break-all">{file.fileUrl}</span>
          </Detail>
        ) : (
          <>
            <Detail label="File name">{file.fileName}</Detail>
            <Detail label="Type">{file.contentType ?? 'Unknown'}</Detail>
            <Detail label="Size">{file.sizeBytes != null ? formatFileSize(file.sizeBytes) : 'Unknown'}</Detail>
          </>
        )}
        <Detail label="Added">{formatDate(file.createdAt)}</Detail>
        <Detail label="Updated">{formatDate(file.updatedAt)}</Detail>
      </DetailList>
    </article>
  )
}

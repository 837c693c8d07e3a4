// One resource as staff see it: a preview where a browser can show it (picture, PDF, video or audio
// player, a video site's embed, the same rule members get), Download / Open link, and what it is;
// Publish/Unpublish, Edit and Delete (after a confirmation) with the editResourceFile page flag.
import { gql, useMutation } from '@apollo/client'
import { Link, navigate, routes } from '@redwoodjs/router'
import { formatFileSize } from '@common/files'
import { RESOURCE_AUDIENCE_LABELS, type ResourceAudience } from '@common/validation/resources'
import { useCurrentUser } from '@/auth'
import { formatDate } from '@/lib/format'
import { isPageAllowed } from '@/lib/pageAccess'
import { notifyError, notifySuccess } from '@/lib/toast'
import type {
  DeleteResourceFileMutation,
  DeleteResourceFileMutationVariables,
  FindResourceFileQuery,
  SetResourceFilePublishedMutation,
  SetResourceFilePublishedMutationVariables,
} from '@/types/graphql'
import { categoryLabel, resourcePreview } from '@/lib/resourceCategories'
import { ResourcePreview } from '@/components/ui/ResourcePreview/ResourcePreview'
import { Badge } from '@/components/ui/Badge/Badge'
import { Button, buttonClassName } from '@/components/ui/Button/Button'
import { ConfirmDelete } from '@/components/ui/ConfirmDelete/ConfirmDelete'
import { Detail, DetailList, None } from '@/components/ui/DetailList/DetailList'

export const DELETE_RESOURCE_FILE = gql`
  mutation DeleteResourceFile($id: Int!) {
    deleteResourceFile(id: $id) {
      id
    }
  }
`

export const SET_RESOURCE_FILE_PUBLISHED = gql`
  mutation SetResourceFilePublished($id: Int!, $isPublished: Boolean!) {
    setResourceFilePublished(id: $id, isPublished: $isPublished) {
      id
      isPublished
      updatedAt
    }
  }
`

export type ResourceFileRecord = NonNullable<FindResourceFileQuery['resourceFile']>

export function ResourceFile({ resourceFile: resource }: { resourceFile: ResourceFileRecord }) {
  const user = useCurrentUser()
  const canEdit = isPageAllowed('editResourceFile', user?.pageAccess)
  const [deleteResource] = useMutation<DeleteResourceFileMutation, DeleteResourceFileMutationVariables>(DELETE_RESOURCE_FILE, {
    // Gone from the server, gone from the cache: nothing may show it again.
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify(data.deleteResourceFile) })
      cache.evict({ fieldName: 'resourceFiles' })
    },
  })
  const [setPublished, { loading: publishing }] = useMutation<SetResourceFilePublishedMutation, SetResourceFilePublishedMutationVariables>(
    SET_RESOURCE_FILE_PUBLISHED,
  )

  const onDelete = async () => {
    await deleteResource({ variables: { id: resource.id } })
    navigate(routes.resourceFiles())
  }

  const onTogglePublished = async () => {
    try {
      await setPublished({ variables: { id: resource.id, isPublished: !resource.isPublished } })
    } catch (error) {
      notifyError(error)
      return
    }
    notifySuccess(resource.isPublished ? 'Resource unpublished' : 'Resource published')
  }

  return (
    <article>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{resource.title}</h1>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone="info">{categoryLabel(resource.category)}</Badge>
            <Badge tone={resource.isPublished ? 'success' : 'warning'}>{resource.isPublished ? 'Published' : 'Draft'}</Badge>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {resource.isLink ? (
            <a href={resource.downloadUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary', 'md')}>
              Open link
            </a>
          ) : (
            <a href={resource.downloadUrl} download={resource.fileName ?? ''} className={buttonClassName('primary', 'md')}>
              Download
            </a>
          )}
          {canEdit && (
            <>
              <Button variant="secondary" loading={publishing} loadingLabel="Saving..." onClick={onTogglePublished}>
                {resource.isPublished ? 'Unpublish' : 'Publish'}
              </Button>
              <Link to={routes.editResourceFile({ id: resource.id })} className={buttonClassName('secondary', 'md')}>
                Edit
              </Link>
              <ConfirmDelete label="Delete" title={`Delete ${resource.title}?`} loadingLabel="Deleting..." success="Resource deleted" onConfirm={onDelete}>
                <p className="text-sm text-slate-600">This deletes the resource for everyone. To hide it instead, unpublish it.</p>
              </ConfirmDelete>
            </>
          )}
        </div>
      </header>
      <ResourceFilePreview resource={resource} />
      <DetailList className="mt-6">
        <Detail label="Description">{resource.description ? <span className="whitespace-pre-line">{resource.description}</span> : <None />}</Detail>
        {resource.isLink ? (
          <Detail label="Link">
            <a href={resource.fileUrl} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline hover:text-brand-800">
              {resource.fileUrl}
            </a>
          </Detail>
        ) : (
          <>
            <Detail label="File">{resource.fileName ?? <None />}</Detail>
            <Detail label="Type">{resource.contentType ?? <None />}</Detail>
            <Detail label="Size">{resource.sizeBytes == null ? <None /> : formatFileSize(resource.sizeBytes)}</Detail>
          </>
        )}
        <Detail label="Audience">{RESOURCE_AUDIENCE_LABELS[resource.audience as ResourceAudience] ?? resource.audience}</Detail>
        <Detail label="Added">{formatDate(resource.createdAt)}</Detail>
        <Detail label="Updated">{formatDate(resource.updatedAt)}</Detail>
      </DetailList>
    </article>
  )
}

/** The preview members get too (lib/resourceCategories), in the back office's height. */
function ResourceFilePreview({ resource }: { resource: ResourceFileRecord }) {
  return (
    <ResourcePreview
      preview={resourcePreview({ ...resource, url: resource.downloadUrl })}
      title={resource.title}
      size="staff"
      fallback={
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {resource.isLink ? 'This resource is a link to another site.' : 'A browser cannot show this type of file: download it to open it.'}
        </p>
      }
    />
  )
}

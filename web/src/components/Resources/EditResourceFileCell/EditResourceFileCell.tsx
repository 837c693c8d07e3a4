// Change a resource: load it (EditResourceFile), then the form and updateResourceFile, then its page.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type {
  EditResourceFileQuery,
  EditResourceFileQueryVariables,
  UpdateResourceFileMutation,
  UpdateResourceFileMutationVariables,
} from '@/types/graphql'
import type { ResourceAudience } from '@common/validation/resources'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ResourceFileForm, type ResourceFileFormValues, type ResourceFileValues } from '../ResourceFileForm/ResourceFileForm'
import { RESOURCE_FILE_FIELDS } from '../ResourceFile/resourceFileFields'
import { submitThen } from '@/components/ui/Form/submitThen'

export const QUERY = gql`
  query EditResourceFile($id: Int!) {
    resourceFile(id: $id) {
      ...ResourceFileFields
      updatedAt
    }
  }
  ${RESOURCE_FILE_FIELDS}
`

export const UPDATE_RESOURCE_FILE = gql`
  mutation UpdateResourceFile($id: Int!, $input: ResourceFileInput!) {
    updateResourceFile(id: $id, input: $input) {
      ...ResourceFileFields
      previewUrl
      updatedAt
    }
  }
  ${RESOURCE_FILE_FIELDS}
`

/** Empty shows when resourceFile is null (no such id), so Success always has one. */
type Found = { resourceFile: NonNullable<EditResourceFileQuery['resourceFile']> }

export const Empty = () => (
  <EmptyState title="Resource not found" description="It may have been deleted." action={{ label: 'All resources', to: routes.resourceFiles() }} />
)

export const Success = ({ resourceFile }: CellSuccessProps<EditResourceFileQueryVariables, Found>) => {
  const [updateResourceFile, { loading, error }] = useMutation<UpdateResourceFileMutation, UpdateResourceFileMutationVariables>(UPDATE_RESOURCE_FILE, {
    update: (cache) => cache.evict({ fieldName: 'resourceFiles' }),
  })

  const onSave = submitThen(
    async (input: ResourceFileValues) => updateResourceFile({ variables: { id: resourceFile.id, input } }),
    'Resource saved',
    () => navigate(routes.resourceFile({ id: resourceFile.id })),
  )

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Edit {resourceFile.title}</h1>
      <ResourceFileForm
        defaultValues={formValues(resourceFile)}
        currentFile={
          resourceFile.isLink
            ? null
            : { key: resourceFile.fileUrl, fileName: resourceFile.fileName, sizeBytes: resourceFile.sizeBytes, href: resourceFile.downloadUrl }
        }
        onSave={onSave}
        error={error}
        loading={loading}
      />
    </section>
  )
}

/** The form's starting values: the resource as stored (an upload keeps its key unless replaced). */
export function formValues(resource: Found['resourceFile']): ResourceFileFormValues {
  return {
    title: resource.title,
    description: resource.description ?? '',
    source: resource.isLink ? 'link' : 'upload',
    fileKey: resource.isLink ? '' : resource.fileUrl,
    url: resource.isLink ? resource.fileUrl : '',
    audience: resource.audience as ResourceAudience,
    isPublished: resource.isPublished,
  }
}

export const EditResourceFileCell = createCell<EditResourceFileQueryVariables, EditResourceFileQuery, Found>({
  QUERY,
  // Always the server's copy: editing a stale one would send back old values.
  beforeQuery: (props) => ({ variables: props, fetchPolicy: 'network-only' as const }),
  Empty,
  Success,
  displayName: 'EditResourceFileCell',
})

export default EditResourceFileCell

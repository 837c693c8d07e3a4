// A new resource: the form, createResourceFile, then the new resource's page. Saving needs the
// resource-file_create function flag (the API refuses without it): without it the page says so.
import { gql, useMutation } from '@apollo/client'
import { navigate, routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import type { CreateResourceFileMutation, CreateResourceFileMutationVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreateResourceFile } from '../resourceFileAccess'
import { NEW_RESOURCE_FILE_VALUES, ResourceFileForm, type ResourceFileValues } from '../ResourceFileForm/ResourceFileForm'
import { submitThen } from '@/components/ui/Form/submitThen'

export const CREATE_RESOURCE_FILE = gql`
  mutation CreateResourceFile($input: ResourceFileInput!) {
    createResourceFile(input: $input) {
      id
    }
  }
`

export function NewResourceFile() {
  const user = useCurrentUser()
  const [createResourceFile, { loading, error }] = useMutation<CreateResourceFileMutation, CreateResourceFileMutationVariables>(CREATE_RESOURCE_FILE, {
    // The lists show it on their next visit.
    update: (cache) => cache.evict({ fieldName: 'resourceFiles' }),
  })

  if (!canCreateResourceFile(user)) {
    return (
      <EmptyState
        title="You cannot add resources"
        description="Your role may not create resources. Ask an admin for the resource-file_create permission."
      />
    )
  }

  const onSave = submitThen(
    async (input: ResourceFileValues) => (await createResourceFile({ variables: { input } })).data?.createResourceFile,
    'Resource created',
    (created) => navigate(routes.resourceFile({ id: created.id })),
  )

  return (
    <section>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">New resource</h1>
      <ResourceFileForm defaultValues={NEW_RESOURCE_FILE_VALUES} onSave={onSave} error={error} loading={loading} />
    </section>
  )
}

export default NewResourceFile

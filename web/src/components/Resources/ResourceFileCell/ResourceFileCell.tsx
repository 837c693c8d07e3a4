// One resource file (FindResourceFile), shown by the ResourceFile component.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindResourceFileQuery, FindResourceFileQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ResourceFile } from '../ResourceFile/ResourceFile'
import { RESOURCE_FILE_FIELDS } from '../ResourceFile/resourceFileFields'

export const QUERY = gql`
  query FindResourceFile($id: Int!) {
    resourceFile(id: $id) {
      ...ResourceFileFields
      previewUrl
      createdById
      createdAt
      updatedAt
    }
  }
  ${RESOURCE_FILE_FIELDS}
`

/** Empty shows when resourceFile is null (no such id), so Success always has one. */
type Found = { resourceFile: NonNullable<FindResourceFileQuery['resourceFile']> }

export const Empty = () => (
  <EmptyState title="Resource not found" description="It may have been deleted." action={{ label: 'All resources', to: routes.resourceFiles() }} />
)

export const Success = ({ resourceFile }: CellSuccessProps<FindResourceFileQueryVariables, Found>) => <ResourceFile resourceFile={resourceFile} />

export const ResourceFileCell = createCell<FindResourceFileQueryVariables, FindResourceFileQuery, Found>({
  QUERY,
  Empty,
  Success,
  displayName: 'ResourceFileCell',
})

export default ResourceFileCell

// The resource files list: one page of FindResourceFiles (the page passes useServerTable().variables
// and the toolbar's category, audience and search), shown by the ResourceFiles table.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { useCurrentUser } from '@/auth'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { FindResourceFilesQuery, FindResourceFilesQueryVariables } from '@/types/graphql'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { canCreateResourceFile } from '../resourceFileAccess'
import { ResourceFiles } from '../ResourceFiles/ResourceFiles'

export const QUERY = gql`
  query FindResourceFiles(
    $page: Int
    $pageSize: Int
    $sortBy: String
    $sortOrder: SortOrder
    $category: String
    $audience: String
    $search: String
  ) {
    resourceFiles(
      page: $page
      pageSize: $pageSize
      sortBy: $sortBy
      sortOrder: $sortOrder
      category: $category
      audience: $audience
      search: $search
    ) {
      items {
        id
        title
        category
        fileUrl
        fileName
        sizeBytes
        audience
        isPublished
        isLink
        downloadUrl
        createdAt
      }
      totalCount
      page
      pageSize
    }
  }
`

// An empty page of a longer list (a stale ?page=) is not an empty list: Empty only when there are none.
export const isEmpty = (data: FindResourceFilesQuery) => data.resourceFiles.totalCount === 0

export const Empty = ({ category, audience, search }: FindResourceFilesQueryVariables) => {
  const user = useCurrentUser()
  if (category || audience || search) {
    return <EmptyState title="No resources match" description="Try another category, audience or search." />
  }
  return (
    <EmptyState
      title="No resources yet"
      action={canCreateResourceFile(user) ? { label: 'Add New Resource', to: routes.newResourceFile() } : undefined}
    />
  )
}

export const Success = ({ resourceFiles }: CellSuccessProps<FindResourceFilesQueryVariables, FindResourceFilesQuery>) => (
  <ResourceFiles resourceFiles={resourceFiles.items} totalCount={resourceFiles.totalCount} />
)

export const ResourceFilesCell = createCell<FindResourceFilesQueryVariables, FindResourceFilesQuery>({
  QUERY,
  isEmpty,
  Empty,
  Success,
  displayName: 'ResourceFilesCell',
})

export default ResourceFilesCell

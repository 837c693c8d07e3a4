// What the member and public resource cells share: the page size, the states and the list.
import type { ApolloError } from '@apollo/client'
import { EmptyCard } from '@/components/ui/EmptyState/EmptyCard'
import { QueryPager } from '@/components/ui/Pager/Pager'
import { CardGridSkeleton, PageSkeleton } from '@/components/ui/Skeletons/LearningSkeletons'
import { LoadFailure } from '@/components/ui/LoadFailure/LoadFailure'
import { ResourceDetails } from './ResourceDetails/ResourceDetails'
import { ResourceList } from './ResourceList/ResourceList'
import { categoryLabel } from '@/lib/resourceCategories'
import type { ResourceView } from './types'

export const RESOURCES_PAGE_SIZE = 12

/** `area`: whose resources pages these are, the member's (default) or the affiliate's: where a card leads. */
export type ResourcesCellProps = { category: string; page: number; area?: 'member' | 'affiliate' }

export const resourcesVariables = ({ category, page }: ResourcesCellProps) => ({
  category: category === 'all' ? null : category,
  page,
  pageSize: RESOURCES_PAGE_SIZE,
})

export const ResourcesLoading = () => <CardGridSkeleton label="Loading resources" />
export const ResourceLoading = () => <PageSkeleton label="Loading the resource" />

export const ResourcesFailure = ({ error, refetch }: { error: ApolloError; refetch?: () => unknown }) => <LoadFailure error={error} refetch={refetch} what="the resources" />
export const ResourceFailure = ({ error, refetch }: { error: ApolloError; refetch?: () => unknown }) => <LoadFailure error={error} refetch={refetch} what="this resource" />

export function ResourcesEmpty({ category }: { category: string }) {
  return (
    <EmptyCard
      title={category === 'all' ? 'No resources yet' : `No ${categoryLabel(category).toLowerCase()} yet`}
      description="Templates, guides and tools shared with you show here."
    />
  )
}

export function ResourcesPage({ category, items, totalCount, hrefFor }: { category: string; items: ResourceView[]; totalCount: number; hrefFor: (id: number) => string }) {
  return (
    <div className="space-y-6">
      <ResourceList resources={items} grouped={category === 'all'} hrefFor={hrefFor} />
      <QueryPager totalItems={totalCount} pageSize={RESOURCES_PAGE_SIZE} />
    </div>
  )
}

export function ResourceNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <EmptyCard
      title="Resource not found"
      description="This resource does not exist or is not shared with you."
      action={{ label: backLabel, to: backTo }}
    />
  )
}

export { ResourceDetails }

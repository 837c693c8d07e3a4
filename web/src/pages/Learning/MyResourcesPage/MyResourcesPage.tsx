// /resources/my-resources: the member's resources by category (?category=), paged by ?page=.
import { MembershipGate } from '@/components/Learning/MembershipGate/MembershipGate'
import { MyResourceCategoriesCell } from '@/components/Learning/MyResourceCategoriesCell/MyResourceCategoriesCell'
import { MyResourcesCell } from '@/components/Learning/MyResourcesCell/MyResourcesCell'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { useResourceCategory } from '@/components/Learning/ResourceCategoryFilter/ResourceCategoryFilter'
import { usePageNumber } from '@/components/Learning/listParams'

export default function MyResourcesPage() {
  const [category] = useResourceCategory()
  const page = usePageNumber()
  return (
    <PageShell>
      <PageHeader title="My Resources" description="Templates, guides and tools to use in your work." />
      <MembershipGate>
        <div className="space-y-6">
          <MyResourceCategoriesCell />
          <MyResourcesCell category={category} page={page} />
        </div>
      </MembershipGate>
    </PageShell>
  )
}

// /resources/public: the resources shared with everyone, no sign-in; by category (?category=).
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'
import { PublicResourceCategoriesCell } from '@/components/Learning/PublicResourceCategoriesCell/PublicResourceCategoriesCell'
import { PublicResourcesCell } from '@/components/Learning/PublicResourcesCell/PublicResourcesCell'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'
import { useResourceCategory } from '@/components/Learning/ResourceCategoryFilter/ResourceCategoryFilter'
import { usePageNumber } from '@/components/Learning/listParams'

export default function PublicResourcesPage() {
  const [category] = useResourceCategory()
  const page = usePageNumber()
  return (
    <PublicShell>
      <PageShell>
        <PageHeader title="Free Resources" description="Guides, templates and tools for freelancers and work-from-home professionals." />
        <div className="space-y-6">
          <PublicResourceCategoriesCell />
          <PublicResourcesCell category={category} page={page} />
        </div>
      </PageShell>
    </PublicShell>
  )
}

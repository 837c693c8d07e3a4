// /affiliate/resources (login only): the resources whose audience is affiliates (swipe copy,
// banners, guides), by category (?category=), paged by ?page=. The API answers them to someone
// acting as an affiliate.
import { MyResourceCategoriesCell } from '@/components/Learning/MyResourceCategoriesCell/MyResourceCategoriesCell'
import { MyResourcesCell } from '@/components/Learning/MyResourcesCell/MyResourcesCell'
import { useResourceCategory } from '@/components/Learning/ResourceCategoryFilter/ResourceCategoryFilter'
import { usePageNumber } from '@/components/Learning/listParams'
import { PageHeader, PageShell } from '@/components/ui/PageShell/PageShell'

export default function AffiliateResourcesPage() {
  const [category] = useResourceCategory()
  const page = usePageNumber()
  return (
    <PageShell>
      <PageHeader title="Resources" description="Swipe copy, images and guides to promote Tribe with your links." />
      <div className="space-y-6">
        <MyResourceCategoriesCell />
        <MyResourcesCell category={category} page={page} area="affiliate" />
      </div>
    </PageShell>
  )
}

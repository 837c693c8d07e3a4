// /changelog (public, no login): what is new in the product, from the published feature changelog.
import { PublicChangelogHeader } from '@/components/FeatureChangelog/PublicChangelogHeader/PublicChangelogHeader'
import { PublishedChangelogCell } from '@/components/FeatureChangelog/PublishedChangelogCell/PublishedChangelogCell'
import { usePageParam } from '@/components/ui/Pager/Pager'

export default function ChangelogPage() {
  const [page] = usePageParam()
  return (
    <div className="min-h-screen bg-slate-50">
      <PublicChangelogHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">What&apos;s new</h1>
        <p className="mb-8 mt-1 text-sm text-slate-600">New features and improvements, newest first.</p>
        <PublishedChangelogCell page={page} />
      </main>
    </div>
  )
}

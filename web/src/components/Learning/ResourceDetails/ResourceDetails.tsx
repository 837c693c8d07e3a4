// One resource: its preview where a browser can show it (picture, PDF, video or audio player, a
// video site's embed), what it is, and Download / Open link.
import { formatDate } from '@/lib/format'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import { ResourceAction } from '../ResourceCard/ResourceCard'
import { ResourceIcon } from '../ResourceCard/ResourceIcon'
import { formatBytes } from '../learningFormat'
import { categoryLabel, resourcePreview } from '@/lib/resourceCategories'
import { ResourcePreview } from '@/components/ui/ResourcePreview/ResourcePreview'
import type { ResourceView } from '../types'

function Preview({ resource }: { resource: ResourceView }) {
  return (
    <ResourcePreview
      preview={resourcePreview(resource)}
      title={resource.title}
      size="member"
      fallback={
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <ResourceIcon category={resource.category} className="h-14 w-14" />
          <p className="text-sm text-slate-600">{resource.isLink ? 'This resource is a link to another site.' : 'Your browser cannot show this file here. Download it to open it.'}</p>
        </div>
      }
    />
  )
}

export function ResourceDetails({ resource }: { resource: ResourceView }) {
  const facts = [
    resource.isLink ? null : resource.fileName,
    formatBytes(resource.sizeBytes),
    `Added ${formatDate(resource.createdAt)}`,
  ].filter(Boolean)
  return (
    <article className="space-y-6">
      <header className="space-y-3">
        <Badge tone="info">{categoryLabel(resource.category)}</Badge>
        <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{resource.title}</h1>
        <p className="break-all text-sm text-slate-500">{facts.join(' · ')}</p>
        <ResourceAction resource={resource} className={buttonClassName('primary')} />
      </header>
      <Preview resource={resource} />
      {resource.description && <p className="whitespace-pre-line text-slate-700">{resource.description}</p>}
    </article>
  )
}

export default ResourceDetails

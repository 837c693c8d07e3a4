// A resource in a list: its kind, title, file and size, a short description; the title opens the
// resource's page (with the preview), Download or Open link acts at once.
import { Link } from '@redwoodjs/router'
import { truncate } from '@/lib/format'
import { formatBytes } from '../learningFormat'
import { categoryLabel } from '@/lib/resourceCategories'
import type { ResourceView } from '../types'
import { ResourceIcon } from './ResourceIcon'

export function ResourceAction({ resource, className }: { resource: Pick<ResourceView, 'isLink' | 'url' | 'title' | 'fileName'>; className: string }) {
  return resource.isLink ? (
    <a href={resource.url} target="_blank" rel="noopener noreferrer" className={className}>
      Open link<span className="sr-only"> {resource.title}</span>
      <span aria-hidden="true" className="ml-1">
        ↗
      </span>
    </a>
  ) : (
    <a href={resource.url} download={resource.fileName ?? ''} className={className}>
      Download<span className="sr-only"> {resource.title}</span>
    </a>
  )
}

export function ResourceCard({ resource, href, headingLevel = 3 }: { resource: ResourceView; href: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  const meta = [categoryLabel(resource.category), resource.isLink ? null : resource.fileName, formatBytes(resource.sizeBytes)].filter(Boolean).join(' · ')
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md">
      <div className="flex min-w-0 items-start gap-3">
        <ResourceIcon category={resource.category} />
        <div className="min-w-0 flex-1">
          <Heading className="break-words font-semibold leading-snug text-slate-900">
            <Link to={href} className="rounded hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
              {resource.title}
            </Link>
          </Heading>
          <p className="mt-0.5 break-all text-xs text-slate-500">{meta}</p>
        </div>
      </div>
      {resource.description && <p className="text-sm text-slate-600">{truncate(resource.description, 120)}</p>}
      <div className="mt-auto flex gap-2 pt-1">
        <Link to={href} className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          View<span className="sr-only"> {resource.title}</span>
        </Link>
        <ResourceAction
          resource={resource}
          className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        />
      </div>
    </article>
  )
}

export default ResourceCard

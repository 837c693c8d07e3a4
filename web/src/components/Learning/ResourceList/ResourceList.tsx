// Resources as cards: grouped under their category's heading when showing every category, a plain
// grid within one category.
import { ResourceCard } from '../ResourceCard/ResourceCard'
import { categoryLabel, groupByCategory } from '@/lib/resourceCategories'
import type { ResourceView } from '../types'

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'

export function ResourceList({ resources, grouped, hrefFor }: { resources: ResourceView[]; grouped: boolean; hrefFor: (id: number) => string }) {
  if (!grouped) {
    return (
      <ul className={GRID}>
        {resources.map((resource) => (
          <li key={resource.id}>
            <ResourceCard resource={resource} href={hrefFor(resource.id)} headingLevel={2} />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <div className="space-y-8">
      {groupByCategory(resources).map((group) => (
        <section key={group.category} aria-labelledby={`resources-${group.category}`} className="space-y-3">
          <h2 id={`resources-${group.category}`} className="text-lg font-semibold text-slate-900">
            {categoryLabel(group.category)}
          </h2>
          <ul className={GRID}>
            {group.items.map((resource) => (
              <li key={resource.id}>
                <ResourceCard resource={resource} href={hrefFor(resource.id)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

export default ResourceList

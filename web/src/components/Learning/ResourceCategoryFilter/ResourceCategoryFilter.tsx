// The category tabs of the resource pages, with how many resources each holds; the choice lives
// in ?category= (All leaves it out) and goes back to page 1.
import { useLocation } from '@redwoodjs/router'
import { setQueryParams } from '@/lib/useQueryParam'
import { FilterButtons } from '@/components/ui/ListControls/ListControls'
import { categoryLabel, RESOURCE_CATEGORY_ORDER, sortCategories } from '@/lib/resourceCategories'
import type { CategoryCount } from '../types'

/** The category in ?category=, or 'all' when missing or not a category. */
export function useResourceCategory(): [string, (category: string) => void] {
  const { search } = useLocation()
  const raw = new URLSearchParams(search).get('category')
  const value = raw && RESOURCE_CATEGORY_ORDER.includes(raw) ? raw : 'all'
  return [value, (next) => setQueryParams({ category: next === 'all' ? null : next, page: null })]
}

export function ResourceCategoryFilter({ counts }: { counts: CategoryCount[] }) {
  const [category, setCategory] = useResourceCategory()
  const sorted = sortCategories(counts.filter((count) => count.count > 0))
  const options = [{ value: 'all', label: 'All' }, ...sorted.map((count) => ({ value: count.category, label: categoryLabel(count.category) }))]
  // A category picked in the address that has nothing (any more) still shows, so it can be left.
  if (category !== 'all' && !options.some((option) => option.value === category)) options.push({ value: category, label: categoryLabel(category) })
  const total = sorted.reduce((sum, count) => sum + count.count, 0)
  const badge = Object.fromEntries([['all', total], ...sorted.map((count) => [count.category, count.count])])
  return <FilterButtons label="Resource categories" options={options} value={category} onChange={setCategory} counts={badge} />
}

export default ResourceCategoryFilter

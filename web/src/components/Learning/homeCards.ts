// The home page's shortcuts: every destination the user's menus offer (except home itself),
// flattened, each once.
import type { MenuItem } from '@/lib/menus'

export type HomeCard = { key: string; label: string; href: string; section: string | null }

export function homeCards(menus: MenuItem[][]): HomeCard[] {
  const cards: HomeCard[] = []
  const seen = new Set<string>()
  const add = (item: MenuItem, section: string | null) => {
    if (item.href && item.href !== '/' && !seen.has(item.href)) {
      seen.add(item.href)
      cards.push({ key: item.key, label: item.label, href: item.href, section })
    }
    item.children.forEach((child) => add(child, item.label))
  }
  menus.forEach((menu) => menu.forEach((item) => add(item, null)))
  return cards
}

/** Good morning / afternoon / evening by the hour in Manila. */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}

/** A batch as people say it: 'Batch 17' stays as named, a bare '17' becomes 'Batch 17'. */
export function batchLabel(name: string): string {
  return /^batch\b/i.test(name.trim()) ? name.trim() : `Batch ${name.trim()}`
}

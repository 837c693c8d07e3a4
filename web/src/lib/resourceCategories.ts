// The resource categories (docs/product.md, "resources") as members read them, in the order shown, and
// what a browser can preview of a resource.
import { parseVideoUrl } from './videoUrl'

export const RESOURCE_CATEGORY_LABELS: Record<string, string> = {
  images: 'Images',
  videos: 'Videos',
  audio: 'Audio',
  presentations: 'Presentations',
  spreadsheets: 'Spreadsheets',
  documents: 'Documents',
  pdf: 'PDF',
  archive: 'Archives',
  webLink: 'Web links',
}

export const RESOURCE_CATEGORY_ORDER = Object.keys(RESOURCE_CATEGORY_LABELS)

export const categoryLabel = (category: string) => RESOURCE_CATEGORY_LABELS[category] ?? category

/** Categories in the shown order (unknown ones last, as they come). */
export function sortCategories<T extends { category: string }>(items: T[]): T[] {
  const rank = (category: string) => {
    const index = RESOURCE_CATEGORY_ORDER.indexOf(category)
    return index === -1 ? RESOURCE_CATEGORY_ORDER.length : index
  }
  return [...items].sort((a, b) => rank(a.category) - rank(b.category))
}

/** Items grouped by category, groups in the shown order, items in their given order. */
export function groupByCategory<T extends { category: string }>(items: T[]): { category: string; items: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item])
  return sortCategories([...groups.entries()].map(([category, grouped]) => ({ category, items: grouped })))
}

export type ResourcePreview =
  | { kind: 'image' | 'pdf' | 'video' | 'audio'; src: string }
  | { kind: 'embed'; src: string }
  | { kind: 'none' }

/** How the resource shows in the page: a picture, a PDF frame, a player, a video site's embed, or not at all. */
/** What a preview needs of a resource (a member's ResourceView or the back office's row). */
type Previewable = { category: string; isLink: boolean; url: string; previewUrl: string | null }

export function resourcePreview(resource: Previewable): ResourcePreview {
  if (resource.isLink) {
    const video = parseVideoUrl(resource.url)
    return video && video.provider !== 'file' ? { kind: 'embed', src: video.embedUrl } : { kind: 'none' }
  }
  if (!resource.previewUrl) return { kind: 'none' }
  switch (resource.category) {
    case 'images':
      return { kind: 'image', src: resource.previewUrl }
    case 'pdf':
      return { kind: 'pdf', src: resource.previewUrl }
    case 'videos':
      return { kind: 'video', src: resource.previewUrl }
    case 'audio':
      return { kind: 'audio', src: resource.previewUrl }
    default:
      return { kind: 'none' }
  }
}

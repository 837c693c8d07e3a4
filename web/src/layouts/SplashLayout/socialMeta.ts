// Social-preview metadata for the free 3-part work-from-home training pages: link previews
// (Facebook, Messenger, X) read these tags from the page.
export const TRAINING_META = {
  'og:title': 'Free 3-Part Work-From-Home Training | Tribe',
  'og:description':
    'A free 3-part video training and live workshop on starting and growing a freelancing, work-from-home career.',
  'og:type': 'website',
  'twitter:card': 'summary_large_image',
} as const

/** Sets (or adds) each meta tag; returns a function that restores what was there before. */
export function applyMeta(tags: Record<string, string>, doc: Document = document): () => void {
  const restore: (() => void)[] = []
  for (const [key, content] of Object.entries(tags)) {
    const attribute = key.startsWith('og:') ? 'property' : 'name'
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
    if (element) {
      const previous = element.content
      const existing = element
      restore.push(() => existing.setAttribute('content', previous))
    } else {
      element = doc.createElement('meta')
      element.setAttribute(attribute, key)
      doc.head.appendChild(element)
      const created = element
      restore.push(() => created.remove())
    }
    element.setAttribute('content', content)
  }
  return () => restore.forEach((undo) => undo())
}

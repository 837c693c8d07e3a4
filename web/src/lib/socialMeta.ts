// Social-preview metadata: link previews (Facebook, Messenger, X) read these tags from the page.

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

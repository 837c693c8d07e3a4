// What Puck's own markup leaves out for assistive technology, added where it renders: a name for
// the canvas frame and the zoom list, and a role for its loading spinners (an aria-label on a bare
// span names nothing). Puck re-renders these parts, so a MutationObserver keeps them named.
const FIXES: [selector: string, apply: (element: Element) => void][] = [
  ['iframe#preview-frame:not([title])', (frame) => frame.setAttribute('title', 'Page preview')],
  ['select[class*="zoomSelect"]:not([aria-label])', (select) => select.setAttribute('aria-label', 'Zoom')],
  ['span[aria-label]:not([role])', (span) => span.setAttribute('role', 'img')],
]

function fix(root: Element) {
  for (const [selector, apply] of FIXES) root.querySelectorAll(selector).forEach(apply)
}

/** Names Puck's unnamed controls inside `root` now and as they appear; answers the stop function. */
export function namePuckControls(root: Element): () => void {
  fix(root)
  const observer = new MutationObserver(() => fix(root))
  observer.observe(root, { childList: true, subtree: true })
  return () => observer.disconnect()
}

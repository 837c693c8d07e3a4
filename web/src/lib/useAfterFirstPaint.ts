import { useEffect, useState } from 'react'

/**
 * False until the page has painted, then true: code a public page needs only after its first
 * screen (a form, the markdown renderer, a video player) is asked for then, so it does not compete
 * with the first screen's own files on a slow phone (docs/benchmarks.md, "Public pages: Lighthouse").
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    // The frame after the next one: the first screen has been painted by then.
    let inner = 0
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(outer)
      cancelAnimationFrame(inner)
    }
  }, [])
  return painted
}

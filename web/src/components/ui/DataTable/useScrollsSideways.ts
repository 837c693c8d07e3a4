// Whether a box's content is wider than the box, kept current as either changes size (a phone
// turned, rows loaded, a column shown).
import { useEffect, useState, type RefObject } from 'react'

export function useScrollsSideways(box: RefObject<HTMLElement>): boolean {
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    measure()
    return () => observer.disconnect()
  }, [box])
  return scrolls
}

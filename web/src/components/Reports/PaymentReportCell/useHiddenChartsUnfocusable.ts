// The chart is hidden from screen readers (its numbers are in "Show as table"), but Recharts'
// accessibility layer makes its drawing focusable, so a keyboard user would tab into something
// that says nothing (axe: aria-hidden-focus). Until the shared chart drops one or the other, this
// takes whatever is focusable inside an aria-hidden part of `root` out of the tab order, also when
// the lazily loaded chart arrives or redraws.
import { useEffect, type RefObject } from 'react'

const HIDDEN_FOCUSABLE = '[aria-hidden="true"] [tabindex]:not([tabindex="-1"])'

export function useHiddenChartsUnfocusable(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current
    if (!element) return
    const unfocus = () => element.querySelectorAll(HIDDEN_FOCUSABLE).forEach((node) => node.setAttribute('tabindex', '-1'))
    unfocus()
    const observer = new MutationObserver(unfocus)
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex'] })
    return () => observer.disconnect()
  }, [root])
}

import { useEffect } from 'react'

/** While `unsaved`, leaving the page (closing, reloading, another site) asks first: the browser's own prompt. */
export function useWarnBeforeLeaving(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsaved])
}

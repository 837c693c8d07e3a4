// A public page's content without Apollo (common/publicPages.ts): on a page load the server has put
// it in the HTML, so the page renders at once; when the app moves here from another page it asks
// GET /api/public-page. The document's title and description follow the page.
import { useEffect, useState } from 'react'
import { PUBLIC_PAGE_DATA_ID, PUBLIC_PAGE_URL, type PublicPage } from '@common/publicPages'
import { applyMeta } from '@/lib/socialMeta'

export type PublicPageState = { status: 'loading' } | { status: 'ready'; page: PublicPage } | { status: 'missing' } | { status: 'error'; error: Error; retry: () => void }

/**
 * The page the HTML was answered with: read from its data block once found, then kept for this page
 * load (the router may mount the page again). Until a block is found, each call looks again (one
 * getElementById): a test, or a shell without one, must not leave "none" stuck.
 */
let embedded: PublicPage | null = null
function embeddedPage(path: string): PublicPage | null {
  if (!embedded) {
    const element = document.getElementById(PUBLIC_PAGE_DATA_ID)
    try {
      embedded = element?.textContent ? (JSON.parse(element.textContent) as PublicPage) : null
    } catch {
      embedded = null
    }
  }
  return embedded?.path === path ? embedded : null
}

/** Tests only: forget the page read from the HTML. */
export function forgetEmbeddedPage() {
  embedded = null
}

export async function fetchPublicPage(path: string): Promise<PublicPage | null> {
  const answer = await fetch(`${PUBLIC_PAGE_URL}?path=${encodeURIComponent(path)}`, { headers: { accept: 'application/json' } })
  if (answer.status === 404) return null
  if (!answer.ok) throw new Error(`The page could not be loaded (${answer.status})`)
  const page = (await answer.json().catch(() => null)) as PublicPage | null
  // Anything but a page (a proxy's or a stub's answer) is no page here.
  return page && typeof page === 'object' && page.content && typeof page.content.kind === 'string' ? page : null
}

export function usePublicPage(path: string): PublicPageState {
  const [state, setState] = useState<PublicPageState>(() => {
    const page = embeddedPage(path)
    return page ? { status: 'ready', page } : { status: 'loading' }
  })
  const [attempt, setAttempt] = useState(0)
  const shownPath = state.status === 'ready' ? state.page.path : null

  useEffect(() => {
    if (shownPath === path) return
    let current = true
    setState({ status: 'loading' })
    fetchPublicPage(path).then(
      (page) => current && setState(page ? { status: 'ready', page } : { status: 'missing' }),
      (error: Error) => current && setState({ status: 'error', error, retry: () => setAttempt((n) => n + 1) }),
    )
    return () => {
      current = false
    }
    // shownPath is read, not followed: a page shown for this path is not asked for again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, attempt])

  const page = state.status === 'ready' ? state.page : null
  useEffect(() => {
    if (!page) return
    const previousTitle = document.title
    document.title = page.title
    const restore = applyMeta({ description: page.description, 'og:title': page.title, 'og:description': page.description })
    return () => {
      document.title = previousTitle
      restore()
    }
  }, [page])
  return state
}

// The same Markdown, fetched in its own chunk the first time it renders. marked and DOMPurify
// weigh about 10 KB gzipped; a first screen a signed-out visitor can land on (the public
// /changelog) must stay within DESIGN's budget (scripts/bench-bundle.ts), so it takes this one.
// Signed-in pages import Markdown directly: they are not budgeted and show the text at once.
import { lazy, Suspense, type ReactNode } from 'react'
import type { MarkdownProps } from './Markdown'

const Markdown = lazy(() => import('./Markdown'))

/** `placeholder`: shown while the renderer loads (default an empty block). */
export function LazyMarkdown({ placeholder, ...props }: MarkdownProps & { placeholder?: ReactNode }) {
  return (
    <Suspense fallback={placeholder ?? <div aria-busy="true" className={props.className} />}>
      <Markdown {...props} />
    </Suspense>
  )
}

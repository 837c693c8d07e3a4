import type { BlockProps } from '@common/landingPages'
import { LazyMarkdown } from '@/components/ui/Markdown/LazyMarkdown'
import { Section } from './Section'

/** A heading and markdown, raw HTML shown as text (a page can never carry markup of its own). */
export function Text({ heading, markdown }: BlockProps<'Text'>) {
  // The server's HTML preloads the markdown renderer for a page with Text blocks (the rendered text
  // may be the page's largest paint); until it is there, the words hold their place unseen (no
  // markup shown raw, no jump when they appear).
  const placeholder = (
    <p aria-hidden="true" className="invisible whitespace-pre-line text-lg">
      {markdown}
    </p>
  )
  return (
    <Section heading={heading || undefined}>
      <LazyMarkdown escapeHtml className="text-lg" placeholder={placeholder}>
        {markdown}
      </LazyMarkdown>
    </Section>
  )
}

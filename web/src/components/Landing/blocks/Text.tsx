import type { BlockProps } from '@common/landingPages'
import { LazyMarkdown } from '@/components/ui/Markdown/LazyMarkdown'
import { Section } from './Section'

/** A heading and markdown, raw HTML shown as text (a page can never carry markup of its own). */
export function Text({ heading, markdown }: BlockProps<'Text'>) {
  return (
    <Section heading={heading || undefined}>
      <LazyMarkdown escapeHtml className="text-lg">
        {markdown}
      </LazyMarkdown>
    </Section>
  )
}

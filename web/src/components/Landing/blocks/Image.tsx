import type { BlockProps } from '@common/landingPages'
import { Section } from './Section'

export function Image({ url, alt, caption }: BlockProps<'Image'>) {
  return (
    <Section>
      <figure>
        <img src={url} alt={alt} loading="lazy" className="mx-auto h-auto max-w-full rounded-2xl" />
        {caption && <figcaption className="mt-3 text-center text-sm text-slate-600">{caption}</figcaption>}
      </figure>
    </Section>
  )
}

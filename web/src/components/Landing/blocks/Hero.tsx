import type { BlockProps } from '@common/landingPages'
import { buttonClassName } from '@/components/ui/Button/Button'
import { linkProps } from './links'

/** The page's opening: its headline (the page's h1), a line under it, a picture and one button. */
export function Hero({ heading, subheading, imageUrl, buttonLabel, buttonLink }: BlockProps<'Hero'>) {
  const button = buttonLabel ? linkProps(buttonLink) : null
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:px-6 sm:py-20">
      <div className={`mx-auto grid max-w-5xl items-center gap-8 ${imageUrl ? 'md:grid-cols-2' : ''}`}>
        <div className={imageUrl ? '' : 'mx-auto max-w-3xl text-center'}>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{heading}</h1>
          {subheading && <p className="mt-4 whitespace-pre-line text-lg text-slate-700 sm:text-xl">{subheading}</p>}
          {button && (
            <a {...button} className={buttonClassName('primary', 'md', 'mt-8 h-12 px-6 text-base')}>
              {buttonLabel}
            </a>
          )}
        </div>
        {imageUrl && <img src={imageUrl} alt="" className="w-full rounded-2xl object-cover shadow-lg" fetchPriority="high" />}
      </div>
    </section>
  )
}

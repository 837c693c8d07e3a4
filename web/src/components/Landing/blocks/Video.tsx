import { lazy, Suspense } from 'react'
import type { BlockProps } from '@common/landingPages'
import { useAfterFirstPaint } from '@/lib/useAfterFirstPaint'
import { useLandingData } from '../landingData'
import { Section } from './Section'

const VideoPlayer = lazy(() => import('@/components/ui/VideoPlayer/VideoPlayer'))

/** The video the server worked out from the block's link (YouTube, Vimeo or a file). */
export function Video({ id, heading, url }: BlockProps<'Video'>) {
  const video = useLandingData().videos[id]
  const painted = useAfterFirstPaint()
  return (
    <Section heading={heading || undefined}>
      <div className="aspect-video overflow-hidden rounded-2xl bg-slate-900">
        {video && !painted ? (
          <div className="h-full w-full bg-slate-800" />
        ) : video ? (
          <Suspense fallback={<div className="h-full w-full animate-pulse bg-slate-800" />}>
            <VideoPlayer video={video} title={heading || 'Video'} onEnded={() => {}} />
          </Suspense>
        ) : (
          <p className="grid h-full place-items-center p-6 text-center text-slate-200">{url ? 'This video cannot be played here.' : 'No video chosen yet.'}</p>
        )}
      </div>
    </Section>
  )
}

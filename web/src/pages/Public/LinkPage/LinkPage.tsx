// The catch-all links (public, after every named route): /{slug} is a funnel's page or an
// affiliate's main link, /{slug}/{affLink} a funnel through an affiliate's link (docs/product.md,
// "affiliates" and "Landing pages"). A funnel's published page (or a closed funnel's waitlist)
// renders here without Apollo; anything else asks where the link leads, with Apollo loaded then.
import { Suspense } from 'react'
import { LandingRoute } from '@/components/Landing/LandingRoute/LandingRoute'
import { lazyWithGraphQL } from '@/lib/graphqlClient'

const AffiliateLinkTargetCell = lazyWithGraphQL(() => import('@/components/Affiliates/AffiliateLinkTargetCell/AffiliateLinkTargetCell'))

export default function LinkPage({ slug, affLink }: { slug: string; affLink?: string }) {
  return (
    <LandingRoute
      missing={
        <Suspense fallback={null}>
          <AffiliateLinkTargetCell slug={slug} code={affLink ?? null} />
        </Suspense>
      }
    />
  )
}

// The landing pages staff build in the builder (docs/product.md, "Landing pages"), one page module
// for both kinds, so the server's HTML can preload it for either: the marketing pages (/lessons,
// /fts, /xmas... common/landingPages.ts MARKETING_PATHS) and the catch-all links /{slug} (a
// funnel's page, or an affiliate's main link) and /{slug}/{affLink} (a funnel through an
// affiliate's link). A page the server has renders without Apollo; a link with no page asks where
// it leads (Apollo loaded then) and replaces the address; a marketing path with none is not found.
import { Suspense } from 'react'
import { LandingRoute } from '@/components/Landing/LandingRoute/LandingRoute'
import { NotFound } from '@/components/ui/NotFound/NotFound'
import { lazyWithGraphQL } from '@/lib/graphqlClient'

const AffiliateLinkTargetCell = lazyWithGraphQL(() => import('@/components/Affiliates/AffiliateLinkTargetCell/AffiliateLinkTargetCell'))

export default function LandingPage({ slug, affLink }: { slug?: string; affLink?: string }) {
  return (
    <LandingRoute
      missing={
        slug ? (
          <Suspense fallback={null}>
            <AffiliateLinkTargetCell slug={slug} code={affLink ?? null} />
          </Suspense>
        ) : (
          <NotFound />
        )
      }
    />
  )
}

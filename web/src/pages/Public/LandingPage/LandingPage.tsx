// The marketing pages (/lessons, /fts, /xmas... common/landingPages.ts MARKETING_PATHS): each a page
// staff build in the landing-page builder, served like every public page (docs/product.md,
// "Landing pages").
import { LandingRoute } from '@/components/Landing/LandingRoute/LandingRoute'
import { NotFound } from '@/components/ui/NotFound/NotFound'

export default function LandingPage() {
  return <LandingRoute missing={<NotFound />} />
}

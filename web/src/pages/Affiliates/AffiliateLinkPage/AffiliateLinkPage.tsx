// The catch-all links (public, after every named route): /{slug} is a funnel's page or an
// affiliate's main link, /{slug}/{affLink} an affiliate's link to a funnel (docs/product.md, "affiliates").
import { AffiliateLinkTargetCell } from '@/components/Affiliates/AffiliateLinkTargetCell/AffiliateLinkTargetCell'

export default function AffiliateLinkPage({ slug, affLink }: { slug: string; affLink?: string }) {
  return <AffiliateLinkTargetCell slug={slug} code={affLink ?? null} />
}

// /marketing-pages/{id}/build: the landing-page builder for one marketing page.
import { MarketingPageBuilderCell } from '@/components/Landing/MarketingPageBuilderCell/MarketingPageBuilderCell'

export default function MarketingPageBuilderPage({ id }: { id: number }) {
  return <MarketingPageBuilderCell id={id} />
}

// /funnels/{id}/build: the landing-page builder for the funnel's page at /{slug}.
import { FunnelBuilderCell } from '@/components/Landing/FunnelBuilderCell/FunnelBuilderCell'

export default function FunnelBuilderPage({ id }: { id: string }) {
  return <FunnelBuilderCell id={id} />
}

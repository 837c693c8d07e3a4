// /funnels/{id}/build: the funnel's page in the builder (a new page until its first save).
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { lazy, Suspense } from 'react'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { LoadingScreen } from '@/components/ui/LoadingScreen/LoadingScreen'
import { createCell } from '@/lib/cell'
import type { FunnelBuilderQuery, FunnelBuilderQueryVariables } from '@/types/graphql'
import { LANDING_PAGE_FIELDS } from '../Builder/landingPageFields'

// Puck and its styles: their own chunk, fetched beside the query.
const PageBuilder = lazy(() => import('../Builder/PageBuilder'))

export const QUERY = gql`
  query FunnelBuilder($id: String!) {
    funnel(id: $id) {
      id
      name
      slug
    }
    funnelLandingPage(funnelId: $id) {
      ...LandingPageFields
    }
  }
  ${LANDING_PAGE_FIELDS}
`

export const FunnelBuilderCell = createCell<FunnelBuilderQueryVariables, FunnelBuilderQuery>({
  QUERY,
  beforeQuery: ({ id }) => ({ variables: { id }, fetchPolicy: 'network-only' }),
  isEmpty: (data) => !data.funnel,
  Empty: () => <EmptyState title="Funnel not found" description="It may have been deleted." action={{ label: 'All funnels', to: routes.funnels() }} />,
  Success: ({ funnel, funnelLandingPage }) => (
    <Suspense fallback={<LoadingScreen />}>
      <PageBuilder page={funnelLandingPage ?? null} funnelId={funnel!.id} name={funnel!.name} back={{ to: routes.funnel({ id: funnel!.id }), label: funnel!.name }} />
    </Suspense>
  ),
  displayName: 'FunnelBuilderCell',
})

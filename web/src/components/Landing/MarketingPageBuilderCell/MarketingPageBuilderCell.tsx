// /marketing-pages/{id}/build: a marketing page in the builder.
import { gql } from '@apollo/client'
import { routes } from '@redwoodjs/router'
import { lazy, Suspense } from 'react'
import { LoadingScreen } from '@/components/ui/LoadingScreen/LoadingScreen'
import { createCell } from '@/lib/cell'
import type { MarketingPageBuilderQuery, MarketingPageBuilderQueryVariables } from '@/types/graphql'
import { LANDING_PAGE_FIELDS } from '../Builder/landingPageFields'

const PageBuilder = lazy(() => import('../Builder/PageBuilder'))

export const QUERY = gql`
  query MarketingPageBuilder($id: Int!) {
    landingPage(id: $id) {
      ...LandingPageFields
    }
  }
  ${LANDING_PAGE_FIELDS}
`

export const MarketingPageBuilderCell = createCell<MarketingPageBuilderQueryVariables, MarketingPageBuilderQuery>({
  QUERY,
  beforeQuery: ({ id }) => ({ variables: { id }, fetchPolicy: 'network-only' }),
  Success: ({ landingPage }) => (
    <Suspense fallback={<LoadingScreen />}>
      <PageBuilder page={landingPage} funnelId={null} name={`${landingPage.name} (${landingPage.publicPath})`} back={{ to: routes.marketingPages(), label: 'Marketing pages' }} />
    </Suspense>
  ),
  displayName: 'MarketingPageBuilderCell',
})

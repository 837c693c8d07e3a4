// What the canvas's blocks need from the server (prices, videos, the workshop), asked again a moment
// after the document stops changing, so the canvas shows what visitors will see.
import { gql, useQuery } from '@apollo/client'
import { useEffect, useState } from 'react'
import type { LandingContent, LandingDocument } from '@common/landingPages'
import type { LandingPagePreviewQuery, LandingPagePreviewQueryVariables } from '@/types/graphql'
import { EMPTY_LANDING_DATA, type LandingData } from '../landingData'

export const LANDING_PAGE_PREVIEW = gql`
  query LandingPagePreview($funnelId: String, $document: JSON!) {
    landingPagePreview(funnelId: $funnelId, document: $document)
  }
`

const SETTLE_MS = 600

export function usePreviewData(funnelId: string | null, document: LandingDocument): LandingData {
  const [asked, setAsked] = useState(document)
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(document), SETTLE_MS)
    return () => window.clearTimeout(timer)
  }, [document])
  const { data, previousData } = useQuery<LandingPagePreviewQuery, LandingPagePreviewQueryVariables>(LANDING_PAGE_PREVIEW, {
    variables: { funnelId, document: asked },
    // A half-typed block the server refuses keeps the last good data on the canvas.
    errorPolicy: 'ignore',
  })
  const content = (data?.landingPagePreview ?? previousData?.landingPagePreview) as LandingContent | undefined
  return { ...(content ?? EMPTY_LANDING_DATA), funnelId, editing: true }
}

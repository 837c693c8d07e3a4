// The landing-page builder (docs/product.md, "Landing pages"): Puck's editor over our own blocks
// (puckConfig.tsx), the page's draft saved on demand, published as a new version visitors see at
// once, earlier versions restorable into the draft. The canvas previews at phone and desktop width
// with the server's prices and videos (usePreviewData). Loaded only on the builder's routes: Puck
// and its styles never reach another page.
// no-external: Puck's styles without the web font it would fetch from another site (the CSP allows none).
import '@puckeditor/core/no-external.css'
import './puckOverrides.css'
import { gql, useMutation } from '@apollo/client'
import { Puck, type Data } from '@puckeditor/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { EMPTY_DOCUMENT, type LandingDocument } from '@common/landingPages'
import { getGraphQLErrorMessage } from '@/lib/errors'
import { notifySuccess } from '@/lib/toast'
import type {
  LandingPageFieldsFragment,
  PublishLandingPageMutation,
  PublishLandingPageMutationVariables,
  RestoreLandingPageVersionMutation,
  RestoreLandingPageVersionMutationVariables,
  SaveLandingPageDraftMutation,
  SaveLandingPageDraftMutationVariables,
} from '@/types/graphql'
import { LandingDataProvider } from '../landingData'
import { LANDING_PAGE_FIELDS } from './landingPageFields'
import { AddBlock } from './AddBlock'
import { BuilderBar } from './BuilderBar'
import { namePuckControls } from './puckA11y'
import { OptInsDialog } from './OptInsDialog'
import { blockLabels, puckConfig } from './puckConfig'
import { useWarnBeforeLeaving } from '@/lib/useWarnBeforeLeaving'
import { usePreviewData } from './usePreviewData'
import { VersionsDialog } from './VersionsDialog'

export const SAVE_LANDING_PAGE_DRAFT = gql`
  mutation SaveLandingPageDraft($id: Int, $funnelId: String, $document: JSON!) {
    saveLandingPageDraft(id: $id, funnelId: $funnelId, document: $document) {
      ...LandingPageFields
    }
  }
  ${LANDING_PAGE_FIELDS}
`

export const PUBLISH_LANDING_PAGE = gql`
  mutation PublishLandingPage($id: Int!) {
    publishLandingPage(id: $id) {
      ...LandingPageFields
    }
  }
  ${LANDING_PAGE_FIELDS}
`

export const RESTORE_LANDING_PAGE_VERSION = gql`
  mutation RestoreLandingPageVersion($id: Int!, $version: Int!) {
    restoreLandingPageVersion(id: $id, version: $version) {
      ...LandingPageFields
    }
  }
  ${LANDING_PAGE_FIELDS}
`

/** Phone first: most visitors arrive on one. */
const VIEWPORTS = [
  { width: 390, height: 'auto' as const, label: 'Phone', icon: 'Smartphone' as const },
  { width: 1366, height: 'auto' as const, label: 'Desktop', icon: 'Monitor' as const },
]

export type PageBuilderProps = {
  /** The page as saved, or null for a funnel's page not saved yet. */
  page: LandingPageFieldsFragment | null
  /** The funnel whose page this is (null for a marketing page). */
  funnelId: string | null
  /** The name shown in the bar: the funnel's or the marketing page's. */
  name: string
  /** Where the bar's back link leads. */
  back: { to: string; label: string }
}

const asDocument = (value: unknown): LandingDocument => (value && typeof value === 'object' ? (value as LandingDocument) : EMPTY_DOCUMENT)

export function PageBuilder({ page: savedPage, funnelId, name, back }: PageBuilderProps) {
  const [page, setPage] = useState(savedPage)
  const [document, setDocument] = useState(() => asDocument(savedPage?.draft))
  const [editorKey, setEditorKey] = useState(0)
  const [dirty, setDirty] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [versionsOpen, setVersionsOpen] = useState(false)
  const [optInsOpen, setOptInsOpen] = useState(false)
  const latest = useRef(document)
  const editorArea = useRef<HTMLDivElement>(null)
  useEffect(() => (editorArea.current ? namePuckControls(editorArea.current) : undefined), [])
  const config = useMemo(() => puckConfig(funnelId !== null), [funnelId])
  const labels = useMemo(() => blockLabels(), [])
  const preview = usePreviewData(funnelId, document)

  const [save, saving] = useMutation<SaveLandingPageDraftMutation, SaveLandingPageDraftMutationVariables>(SAVE_LANDING_PAGE_DRAFT)
  const [publish, publishing] = useMutation<PublishLandingPageMutation, PublishLandingPageMutationVariables>(PUBLISH_LANDING_PAGE)
  const [restore, restoring] = useMutation<RestoreLandingPageVersionMutation, RestoreLandingPageVersionMutationVariables>(RESTORE_LANDING_PAGE_VERSION)

  useWarnBeforeLeaving(dirty)

  /** Saves the draft; answers the page as saved, or null (the problem is shown). */
  async function saveDraft(): Promise<LandingPageFieldsFragment | null> {
    setProblem(null)
    const sent = latest.current
    try {
      const { data } = await save({ variables: { id: page?.id ?? null, funnelId: page ? null : funnelId, document: sent } })
      const saved = data!.saveLandingPageDraft
      setPage(saved)
      if (latest.current === sent) setDirty(false)
      return saved
    } catch (error) {
      setProblem(getGraphQLErrorMessage(error))
      return null
    }
  }

  async function onSave() {
    if (await saveDraft()) notifySuccess('Draft saved')
  }

  async function onPublish() {
    const saved = dirty || !page ? await saveDraft() : page
    if (!saved) return
    try {
      const { data } = await publish({ variables: { id: saved.id } })
      setPage(data!.publishLandingPage)
      notifySuccess(`Published: version ${data!.publishLandingPage.publishedVersion} is live`)
    } catch (error) {
      setProblem(getGraphQLErrorMessage(error))
    }
  }

  async function onRestore(version: number) {
    if (!page) return
    setProblem(null)
    try {
      const { data } = await restore({ variables: { id: page.id, version } })
      const restored = data!.restoreLandingPageVersion
      setPage(restored)
      const draft = asDocument(restored.draft)
      latest.current = draft
      setDocument(draft)
      setDirty(false)
      setEditorKey((key) => key + 1)
      setVersionsOpen(false)
      notifySuccess(`Version ${version} is in the draft: publish it to make it live`)
    } catch (error) {
      setProblem(getGraphQLErrorMessage(error))
    }
  }

  const busy = saving.loading || publishing.loading || restoring.loading
  return (
    <div className="flex h-[calc(100dvh-4rem)] flex-col">
      <BuilderBar
        page={page}
        dirty={dirty}
        name={name}
        back={back}
        onVersions={() => setVersionsOpen(true)}
        onOptIns={() => setOptInsOpen(true)}
        onSave={onSave}
        onPublish={onPublish}
        saving={saving.loading && !publishing.loading}
        publishing={publishing.loading}
        busy={busy}
      />
      {problem && (
        <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div ref={editorArea} className="min-h-0 flex-1">
        <LandingDataProvider value={preview}>
          <Puck
            key={editorKey}
            config={config}
            data={document as unknown as Data}
            onChange={(data) => {
              const next = data as unknown as LandingDocument
              latest.current = next
              setDocument(next)
              setDirty(true)
            }}
            viewports={VIEWPORTS}
            height="100%"
            overrides={{ headerActions: () => <AddBlock labels={labels} /> }}
            headerTitle={name}
          />
        </LandingDataProvider>
      </div>
      <VersionsDialog page={page} open={versionsOpen} onClose={() => setVersionsOpen(false)} onRestore={onRestore} busy={busy} />
      <OptInsDialog pageId={page?.id ?? null} open={optInsOpen} onClose={() => setOptInsOpen(false)} />
    </div>
  )
}

export default PageBuilder

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
import { Link } from '@redwoodjs/router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { EMPTY_DOCUMENT, type LandingDocument } from '@common/landingPages'
import { Button, buttonClassName } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'
import { getGraphQLErrorMessage } from '@/lib/errors'
import { formatDateTime } from '@/lib/format'
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
import { namePuckControls } from './puckA11y'
import { blockLabels, puckConfig } from './puckConfig'
import { usePreviewData } from './usePreviewData'

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

function StatusLine({ page, dirty }: { page: LandingPageFieldsFragment | null; dirty: boolean }) {
  const parts: string[] = []
  if (dirty) parts.push('Unsaved changes')
  else if (page?.draftUpdatedAt) parts.push(`Draft saved ${formatDateTime(page.draftUpdatedAt)}`)
  if (page?.publishedVersion) parts.push(`Version ${page.publishedVersion} is live${page.hasUnpublishedChanges ? ', the draft differs' : ''}`)
  else parts.push('Not published yet')
  return (
    <p role="status" className="text-xs text-slate-600">
      {parts.join(' · ')}
    </p>
  )
}

export function PageBuilder({ page: savedPage, funnelId, name, back }: PageBuilderProps) {
  const [page, setPage] = useState(savedPage)
  const [document, setDocument] = useState(() => asDocument(savedPage?.draft))
  const [editorKey, setEditorKey] = useState(0)
  const [dirty, setDirty] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [versionsOpen, setVersionsOpen] = useState(false)
  const latest = useRef(document)
  const editorArea = useRef<HTMLDivElement>(null)
  useEffect(() => (editorArea.current ? namePuckControls(editorArea.current) : undefined), [])
  const config = useMemo(() => puckConfig(funnelId !== null), [funnelId])
  const labels = useMemo(() => blockLabels(), [])
  const preview = usePreviewData(funnelId, document)

  const [save, saving] = useMutation<SaveLandingPageDraftMutation, SaveLandingPageDraftMutationVariables>(SAVE_LANDING_PAGE_DRAFT)
  const [publish, publishing] = useMutation<PublishLandingPageMutation, PublishLandingPageMutationVariables>(PUBLISH_LANDING_PAGE)
  const [restore, restoring] = useMutation<RestoreLandingPageVersionMutation, RestoreLandingPageVersionMutationVariables>(RESTORE_LANDING_PAGE_VERSION)

  // Leaving with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

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
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-4 py-2">
        <div className="min-w-0 flex-1">
          <Link to={back.to} className="text-xs font-medium text-brand-700 hover:underline">
            ← {back.label}
          </Link>
          <h1 className="truncate text-base font-semibold text-slate-900">{name}: page builder</h1>
          <StatusLine page={page} dirty={dirty} />
        </div>
        {page?.publishedVersion ? (
          <a href={page.publicPath} target="_blank" rel="noopener noreferrer" className={buttonClassName('ghost', 'sm')}>
            View live page
          </a>
        ) : null}
        <Button variant="secondary" size="sm" disabled={!page?.versions.length} onClick={() => setVersionsOpen(true)}>
          Versions
        </Button>
        <Button variant="secondary" size="sm" onClick={onSave} loading={saving.loading && !publishing.loading} loadingLabel="Saving..." disabled={busy}>
          Save draft
        </Button>
        <Button size="sm" onClick={onPublish} loading={publishing.loading} loadingLabel="Publishing..." disabled={busy}>
          Publish
        </Button>
      </div>
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
      <Modal title="Published versions" open={versionsOpen} onClose={() => setVersionsOpen(false)}>
        <ol className="divide-y divide-slate-200">
          {page?.versions.map((version) => (
            <li key={version.version} className="flex items-center justify-between gap-4 py-3">
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  Version {version.version}
                  {version.version === page.publishedVersion && <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-700">Live</span>}
                </p>
                <p className="text-slate-600">
                  {formatDateTime(version.publishedAt)}
                  {version.publishedBy ? ` by ${version.publishedBy}` : ''}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => onRestore(version.version)} disabled={busy}>
                Restore
              </Button>
            </li>
          ))}
        </ol>
      </Modal>
    </div>
  )
}

export default PageBuilder

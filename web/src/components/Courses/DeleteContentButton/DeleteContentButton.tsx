// Delete for a course, unit or lesson, with the archive rule (docs/product.md, "courses"): after "Delete X?" the
// server deletes it, or, when members have progress on it, refuses with HAS_PROGRESS and the count;
// then "Archive instead?" hides it from members and keeps their progress (the same call, confirming).
import { useState } from 'react'
import { getGraphQLErrorMessage } from '@/lib/errors'
import { notifySuccess } from '@/lib/toast'
import { Button } from '@/components/ui/Button/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDelete/ConfirmDelete'

export type ContentKind = 'course' | 'unit' | 'lesson'

/** The code the delete mutations answer when members have progress on the content. */
export const HAS_PROGRESS = 'HAS_PROGRESS'

const WHAT_GOES: Record<ContentKind, string> = {
  course: 'its units, lessons and files',
  unit: 'its lessons and their files',
  lesson: 'its files',
}

function errorCode(error: unknown): string | undefined {
  const [first] = (error as { graphQLErrors?: readonly { extensions?: { code?: unknown } }[] } | null)?.graphQLErrors ?? []
  return typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined
}

export type DeleteContentButtonProps = {
  kind: ContentKind
  name: string
  /** Calls the delete mutation; `archiveIfInProgress` is true once the user chose to archive. */
  onDelete: (archiveIfInProgress: boolean) => Promise<{ archived: boolean }>
  /** After a delete or an archive (e.g. back to the list, or stay and show it archived). */
  onDone: (result: { archived: boolean }) => void
}

export function DeleteContentButton({ kind, name, onDelete, onDone }: DeleteContentButtonProps) {
  const [step, setStep] = useState<'closed' | 'confirm' | 'archive'>('closed')
  const [progressMessage, setProgressMessage] = useState('')
  const close = () => setStep('closed')

  // HAS_PROGRESS turns the delete into the archive question (false: this dialog stays put while the
  // next one opens); any other error closes it with a toast (ConfirmDialog).
  const run = (archiveIfInProgress: boolean) => async () => {
    try {
      const result = await onDelete(archiveIfInProgress)
      notifySuccess(result.archived ? `${capitalize(kind)} archived` : `${capitalize(kind)} deleted`)
      onDone(result)
    } catch (error) {
      if (errorCode(error) !== HAS_PROGRESS) throw error
      setProgressMessage(getGraphQLErrorMessage(error))
      setStep('archive')
      return false
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setStep('confirm')}>
        Delete
      </Button>
      <ConfirmDialog open={step === 'confirm'} onClose={close} title={`Delete ${name}?`} loadingLabel="Deleting..." onConfirm={run(false)}>
        <p className="text-sm text-slate-600">
          This deletes the {kind} with {WHAT_GOES[kind]} for everyone. It cannot be undone.
        </p>
      </ConfirmDialog>
      <ConfirmDialog open={step === 'archive'} onClose={close} title="Archive instead?" confirmLabel={`Archive ${kind}`} loadingLabel="Archiving..." onConfirm={run(true)}>
        <div className="space-y-3 text-sm text-slate-600">
          <p role="alert">{progressMessage}</p>
          <p>Archived, it disappears from members at once; their progress is kept and you can restore it later.</p>
        </div>
      </ConfirmDialog>
    </>
  )
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

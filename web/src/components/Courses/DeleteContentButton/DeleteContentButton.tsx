// Delete for a course, unit or lesson, with the archive rule (issue 12): after "Delete X?" the
// server deletes it, or, when members have progress on it, refuses with HAS_PROGRESS and the count;
// then "Archive instead?" hides it from members and keeps their progress (the same call, confirming).
import { useState } from 'react'
import { getGraphQLErrorMessage } from '@/lib/errors'
import { notifyError, notifySuccess } from '@/lib/toast'
import { Button } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'

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
  const [busy, setBusy] = useState(false)

  const run = async (archiveIfInProgress: boolean) => {
    setBusy(true)
    try {
      const result = await onDelete(archiveIfInProgress)
      setStep('closed')
      notifySuccess(result.archived ? `${capitalize(kind)} archived` : `${capitalize(kind)} deleted`)
      onDone(result)
    } catch (error) {
      if (errorCode(error) === HAS_PROGRESS) {
        setProgressMessage(getGraphQLErrorMessage(error))
        setStep('archive')
      } else {
        setStep('closed')
        notifyError(error)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setStep('confirm')}>
        Delete
      </Button>
      <Modal
        open={step === 'confirm'}
        onClose={() => setStep('closed')}
        title={`Delete ${name}?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setStep('closed')}>
              Cancel
            </Button>
            <Button variant="danger" loading={busy} loadingLabel="Deleting..." onClick={() => run(false)}>
              Delete
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-600">
          This deletes the {kind} with {WHAT_GOES[kind]} for everyone. It cannot be undone.
        </p>
      </Modal>
      <Modal
        open={step === 'archive'}
        onClose={() => setStep('closed')}
        title="Archive instead?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setStep('closed')}>
              Cancel
            </Button>
            <Button variant="danger" loading={busy} loadingLabel="Archiving..." onClick={() => run(true)}>
              Archive {kind}
            </Button>
          </>
        }
      >
        <div className="space-y-3 text-sm text-slate-600">
          <p role="alert">{progressMessage}</p>
          <p>Archived, it disappears from members at once; their progress is kept and you can restore it later.</p>
        </div>
      </Modal>
    </>
  )
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

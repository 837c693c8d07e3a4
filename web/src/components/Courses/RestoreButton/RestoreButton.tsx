// Restore an archived course, unit or lesson: it comes back as it was (published or not).
import { useState } from 'react'
import { notifyError, notifySuccess } from '@/lib/toast'
import { Button } from '@/components/ui/Button/Button'

export function RestoreButton({ label, onRestore }: { label: string; onRestore: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false)
  const onClick = async () => {
    setBusy(true)
    try {
      await onRestore()
      notifySuccess(`${label} restored`)
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" loading={busy} loadingLabel="Restoring..." onClick={onClick}>
      Restore
    </Button>
  )
}

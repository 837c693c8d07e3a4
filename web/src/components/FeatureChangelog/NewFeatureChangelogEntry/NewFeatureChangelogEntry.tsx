// "New Entry": the button and its dialog.
import { useState } from 'react'
import { Button } from '@/components/ui/Button/Button'
import { FeatureChangelogEntryDialog } from '../FeatureChangelogEntryDialog/FeatureChangelogEntryDialog'

export function NewFeatureChangelogEntry() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        New Entry
      </Button>
      <FeatureChangelogEntryDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}

// "New Redirect Rule": the button and its dialog.
import { useState } from 'react'
import { Button } from '@/components/ui/Button/Button'
import { RedirectRuleDialog } from '../RedirectRuleDialog/RedirectRuleDialog'

export function NewRedirectRule() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        New Redirect Rule
      </Button>
      <RedirectRuleDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}

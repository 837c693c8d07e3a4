// A form's title and slug (its address, /form/<slug>), as the new-form dialog and the editor ask for
// them: the limits are the server's (200 and 100 characters); each says its own hint for the slug.
import type { ReactNode } from 'react'
import { TextField } from '@/components/ui/Form/Form'

export function FormNameFields({ slugHint, slugReadOnly }: { slugHint: ReactNode; slugReadOnly?: boolean }) {
  return (
    <>
      <TextField name="title" label="Title" required maxLength={200} />
      <TextField name="slug" label="Slug" required maxLength={100} readOnly={slugReadOnly} hint={slugHint} />
    </>
  )
}

// /form/{slug} (route viewForm): a staff-built form, answered by a member or, for a public form,
// by anyone. Outside the signed-in shell, so the journey-form dialog never covers the form it
// sends people to.
import { useEffect } from 'react'
import { FillFormCell, loadFillForm } from '@/components/Forms/FillFormCell/FillFormCell'
import { PublicShell } from '@/components/ui/PublicShell/PublicShell'

export default function ViewFormPage({ slug }: { slug: string }) {
  // The form's code, fetched alongside the form itself rather than after it.
  useEffect(() => void loadFillForm(), [])
  return (
    <PublicShell>
      <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
        <FillFormCell slug={slug} />
      </div>
    </PublicShell>
  )
}

// /resource-files/{id}/edit: change a resource file.
import { EditResourceFileCell } from '@/components/Resources/EditResourceFileCell/EditResourceFileCell'

export default function EditResourceFilePage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <EditResourceFileCell id={id} />
    </div>
  )
}

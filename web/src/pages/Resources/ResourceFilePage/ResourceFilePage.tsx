// /resource-files/{id}: one resource file.
import { ResourceFileCell } from '@/components/Resources/ResourceFileCell/ResourceFileCell'

export default function ResourceFilePage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <ResourceFileCell id={id} />
    </div>
  )
}

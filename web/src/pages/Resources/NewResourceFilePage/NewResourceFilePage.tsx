// /resource-files/new: a new resource (route guarded by newResourceFile; saving needs resource-file_create).
import { NewResourceFile } from '@/components/Resources/NewResourceFile/NewResourceFile'

export default function NewResourceFilePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewResourceFile />
    </div>
  )
}

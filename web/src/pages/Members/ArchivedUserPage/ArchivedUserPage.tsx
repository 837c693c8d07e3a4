// /community/archivedUsers/{id}: one archived user, with Restore.
import { ArchivedUserCell } from '@/components/Members/ArchivedUserCell/ArchivedUserCell'

export default function ArchivedUserPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <ArchivedUserCell id={id} />
    </div>
  )
}

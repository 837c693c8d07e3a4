// /access-levels/{id}: one access level and what it opens.
import { AccessLevelCell } from '@/components/AccessLevels/AccessLevelCell/AccessLevelCell'

export default function AccessLevelPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <AccessLevelCell id={id} />
    </div>
  )
}

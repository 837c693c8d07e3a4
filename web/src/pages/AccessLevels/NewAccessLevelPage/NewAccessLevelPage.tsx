// /access-levels/new: a new role with its flags.
import { NewAccessLevel } from '@/components/AccessLevels/NewAccessLevel/NewAccessLevel'

export default function NewAccessLevelPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewAccessLevel />
    </div>
  )
}

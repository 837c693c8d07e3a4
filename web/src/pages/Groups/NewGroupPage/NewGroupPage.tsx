// /groups/new: a new group (name, description, leaders).
import { NewGroup } from '@/components/Groups/NewGroup/NewGroup'

export default function NewGroupPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewGroup />
    </div>
  )
}

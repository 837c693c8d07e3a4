// /groups/{id}: a group with its leaders, sub-groups and members (moved or removed in bulk).
import { GroupCell } from '@/components/Groups/GroupCell/GroupCell'

export default function GroupPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <GroupCell id={id} />
    </div>
  )
}

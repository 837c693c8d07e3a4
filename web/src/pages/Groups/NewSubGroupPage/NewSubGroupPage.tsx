// /sub-groups/new?groupId=: a new sub-group of that group.
import { NewSubGroup } from '@/components/Groups/NewSubGroup/NewSubGroup'
import { useQueryParam } from '@/lib/useQueryParam'

export default function NewSubGroupPage() {
  const [raw] = useQueryParam('groupId')
  const groupId = raw && /^\d+$/.test(raw) ? Number(raw) : null
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <NewSubGroup groupId={groupId} />
    </div>
  )
}

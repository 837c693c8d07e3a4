// /community/mergeUsers: merge a duplicate account into another.
import { MergeUsers } from '@/components/Members/MergeUsers/MergeUsers'

export default function MergeUsersPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-2 text-2xl font-semibold tracking-tight text-slate-900">Merge Users</h1>
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        Choose the duplicate account and the account to keep, check what moves, then merge. Everything happens at once or not at all.
      </p>
      <MergeUsers />
    </div>
  )
}

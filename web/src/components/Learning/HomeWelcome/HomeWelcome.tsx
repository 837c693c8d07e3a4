// The home page's greeting: who the user is here (role, batch, stage, group).
import type { CurrentUser } from '@/auth'
import { dayjs, MANILA_TZ } from '@/lib/dayjs'
import { UserLabels } from '@/components/ui/UserLabels/UserLabels'
import { Avatar } from '@/components/ui/Avatar/Avatar'
import { fullName } from '@/lib/fullName'
import { batchLabel, greetingFor } from '../homeCards'

export function HomeWelcome({ user, roleName }: { user: CurrentUser; roleName: string | null }) {
  const greeting = greetingFor(dayjs().tz(MANILA_TZ).hour())
  return (
    <section className="flex flex-col gap-5 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:p-8">
      <Avatar src={user.profileImage} name={fullName(user)} size="lg" className="ring-4 ring-white/20" />
      <div className="flex-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {greeting}, {user.firstName || fullName(user)}!
        </h1>
        <p className="mt-1 text-brand-100">
          {roleName ? <>You are signed in as <span className="font-medium text-white">{roleName}</span>.</> : 'Welcome.'}
          {user.batch && <> {batchLabel(user.batch.name)}.</>}
        </p>
        {(user.stage || user.group) && (
          <div className="mt-3 [&_span]:bg-white/15 [&_span]:text-white">
            <UserLabels user={user} />
          </div>
        )}
      </div>
    </section>
  )
}

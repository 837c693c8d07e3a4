// Home for a signed-in user: who they are here (role, stage, group) and shortcuts to every page
// their menus offer. Everything shown comes from currentUser and the registered routes.
import { useState } from 'react'
import { Link } from '@redwoodjs/router'
import { Avatar } from '../../components/Avatar/Avatar'
import { Button } from '../../components/Button/Button'
import { dayjs, MANILA_TZ } from '../../lib/dayjs'
import { MembershipGateDialog } from '../../shell/banners/MembershipGateDialog'
import { useCurrentRole } from '../../shell/CurrentRoleProvider'
import { useCurrentUser } from '../../shell/currentUser'
import { useShellMenus } from '../../shell/useShellMenus'
import { fullName } from '../../layouts/AppLayout/AvatarMenu'
import { UserLabels } from '../../layouts/AppLayout/UserLabels'
import { batchLabel, greetingFor, homeCards } from './homeCards'
import { hasRoute, routeHref } from '../../shell/routeRegistry'

export default function HomePage() {
  const user = useCurrentUser()
  const role = useCurrentRole()
  const menus = useShellMenus()
  const [gateOpen, setGateOpen] = useState(false)
  if (!user || !menus) return null

  // The bug report is help, not a destination: it gets its own line below, not a shortcut card.
  const cards = homeCards([menus.roleMenu, menus.accountList]).filter((card) => card.key !== 'bugReport')
  const greeting = greetingFor(dayjs().tz(MANILA_TZ).hour())

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <section className="flex flex-col gap-5 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:p-8">
        <Avatar src={user.profileImage} name={fullName(user)} size="lg" className="ring-4 ring-white/20" />
        <div className="flex-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {greeting}, {user.firstName || fullName(user)}!
          </h1>
          <p className="mt-1 text-brand-100">
            {role.name ? <>You are signed in as <span className="font-medium text-white">{role.name}</span>.</> : 'Welcome.'}
            {user.batch && <> {batchLabel(user.batch.name)}.</>}
          </p>
          {(user.stage || user.group) && (
            <div className="mt-3 [&_span]:bg-white/15 [&_span]:text-white">
              <UserLabels user={user} />
            </div>
          )}
        </div>
      </section>

      {role.id === 'non-member' && (
        <section className="mt-6 flex flex-col items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center">
          <div className="flex-1">
            <h2 className="font-semibold text-slate-900">Become a member</h2>
            <p className="mt-1 text-sm text-slate-600">Members get the full courses, live events, stages and their group.</p>
          </div>
          <Button onClick={() => setGateOpen(true)}>See how to join</Button>
          <MembershipGateDialog open={gateOpen} onClose={() => setGateOpen(false)} />
        </section>
      )}

      {cards.length > 0 && (
        <section aria-labelledby="shortcuts-heading" className="mt-8">
          <h2 id="shortcuts-heading" className="text-lg font-semibold text-slate-900">
            Jump back in
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.href}>
                <Link
                  to={card.href}
                  className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {card.section && <span className="text-xs font-medium uppercase tracking-wide text-slate-500">{card.section}</span>}
                  <span className="mt-1 font-semibold text-slate-900 group-hover:text-brand-700">{card.label}</span>
                  <span aria-hidden="true" className="mt-auto pt-4 text-sm text-brand-600">
                    Open →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {hasRoute('bugReport') && (
        <p className="mt-10 text-sm text-slate-600">
          Something not working as it should?{' '}
          <Link
            to={routeHref('bugReport')}
            className="rounded font-medium text-brand-700 hover:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            Report a bug
          </Link>
        </p>
      )}
    </div>
  )
}

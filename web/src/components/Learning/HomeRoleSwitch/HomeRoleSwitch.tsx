// On the member home of someone who also holds staff levels: a line saying they can switch, with a
// button per level that switches at once. The spec makes `member` the default role of whoever
// holds it (part 1 section 4), so the demo admin and team leads land here, where every back-office
// page says Access Restricted until they find the switcher in the avatar menu.
import { Fragment } from 'react'
import type { CurrentUser } from '@/auth'
import { isMemberSide } from '@/lib/roleGroups'
import { useCurrentRole } from '@/components/ui/CurrentRoleProvider/CurrentRoleProvider'

/** Levels that are not staff: the learner's own and the affiliate's (the avatar menu still offers them). */
const isStaffLevel = (name: string) => !isMemberSide(name) && name !== 'affiliate'

export function HomeRoleSwitch({ user }: { user: CurrentUser }) {
  const role = useCurrentRole()
  const staff = user.accessLevels.filter((level) => isStaffLevel(level.name))
  if (role.id !== 'member' || staff.length === 0) return null
  return (
    <p
      role="note"
      aria-label="Your other roles"
      className="mt-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      You can switch to{' '}
      {staff.map((level, index) => (
        <Fragment key={level.id}>
          {index > 0 && (index === staff.length - 1 ? ' or ' : ', ')}
          <button
            type="button"
            aria-label={`Switch to ${level.label || level.name}`}
            disabled={role.switching}
            onClick={() => void role.switchRole(level.name)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:opacity-60"
          >
            {level.label || level.name}
          </button>
        </Fragment>
      ))}
      : here, or any time from the avatar menu.
    </p>
  )
}

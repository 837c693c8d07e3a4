// The top of a profile: image, name, batch and stage (the public parts everyone signed in sees).
import { Link, routes } from '@redwoodjs/router'
import { Avatar } from '@/components/ui/Avatar/Avatar'
import { Badge } from '@/components/ui/Badge/Badge'
import { buttonClassName } from '@/components/ui/Button/Button'
import type { ProfileData } from '../types'

export function ProfileHeader({ profile }: { profile: ProfileData }) {
  return (
    <header className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center">
      <Avatar src={profile.profileImageUrl} name={profile.fullName} size="lg" />
      <div className="min-w-0 flex-1">
        <h1 className="break-words text-2xl font-semibold tracking-tight text-slate-900">{profile.fullName}</h1>
        <div className="mt-2 flex flex-wrap gap-2 text-sm">
          <Badge tone="info">{profile.batch ?? 'No batch yet'}</Badge>
          <Badge tone="outline">{profile.stage ? `Stage ${profile.stage.number}: ${profile.stage.name}` : 'No stage yet'}</Badge>
        </div>
      </div>
      {profile.canEdit && (
        <Link to={routes.editProfile()} className={buttonClassName('secondary', 'sm', 'self-start sm:self-center')}>
          Edit Profile
        </Link>
      )}
    </header>
  )
}

export default ProfileHeader

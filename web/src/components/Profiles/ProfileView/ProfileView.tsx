// A profile page's body: the header and the tabs the caller may see. The owner gets every tab
// with its form; staff (page access profile or user) every tab read-only; another member the
// public parts only (the header and the wins), which is all the API answers them.
import type { ProfileTab } from '@common/validation/profiles'
import { AccountPanel } from '../AccountPanel/AccountPanel'
import { BasicInfoForm } from '../BasicInfoForm/BasicInfoForm'
import { MembershipPanel } from '../MembershipPanel/MembershipPanel'
import { BasicInfoDetails, SocialsDetails } from '../ProfileDetails/ProfileDetails'
import { ProfileHeader } from '../ProfileHeader/ProfileHeader'
import { ProfileTabs, type ProfileTabPanel } from '../ProfileTabs/ProfileTabs'
import { SocialAccountsForm } from '../SocialAccountsForm/SocialAccountsForm'
import type { ProfileData } from '../types'
import { WinsPanel } from '../WinsPanel/WinsPanel'

export function profilePanels(profile: ProfileData): ProfileTabPanel[] {
  const panels: ProfileTabPanel[] = [{ value: 'wins', content: <WinsPanel profile={profile} /> }]
  if (profile.basicInfo) {
    panels.push({
      value: 'basic_info',
      content: profile.canEdit ? <BasicInfoForm basicInfo={profile.basicInfo} /> : <BasicInfoDetails basicInfo={profile.basicInfo} />,
    })
  }
  if (profile.socials) {
    panels.push({
      value: 'socials',
      content: profile.canEdit ? <SocialAccountsForm socials={profile.socials} /> : <SocialsDetails socials={profile.socials} />,
    })
  }
  if (profile.membership) panels.push({ value: 'membership', content: <MembershipPanel membership={profile.membership} /> })
  if (profile.email !== null && profile.email !== undefined) panels.push({ value: 'account', content: <AccountPanel profile={profile} /> })
  return panels
}

export function ProfileView({ profile, defaultTab = 'wins' }: { profile: ProfileData; defaultTab?: ProfileTab }) {
  return (
    <div className="space-y-6">
      <ProfileHeader profile={profile} />
      <ProfileTabs panels={profilePanels(profile)} fallback={defaultTab} />
    </div>
  )
}

export default ProfileView

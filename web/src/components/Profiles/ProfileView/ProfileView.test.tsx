import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { print } from 'graphql'
import type { MockedResponse } from '@apollo/client/testing'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { PROFILE_IMAGE_HINT } from '../AccountPanel/AccountPanel'
import { UPDATE_BASIC_INFO } from '../BasicInfoForm/BasicInfoForm'
import { COUNTRIES } from '../BasicInfoForm/LocationFields'
import { QUERY as MY_PROFILE } from '../MyProfileCell/MyProfileCell'
import { QUERY as PROFILE } from '../ProfileCell/ProfileCell'
import { chooseTab } from '../ProfileTabs/ProfileTabs'
import type { ProfileData } from '../types'
import { ProfileView } from './ProfileView'

const basicInfo = {
  __typename: 'ProfileBasicInfo' as const,
  firstName: 'Maria',
  lastName: 'Santos',
  middleName: null,
  suffix: null,
  sex: 'Female',
  birthdate: '1990-04-02',
  mobileNumber: '09171234567',
  country: null,
  state: null,
  city: null,
  timezone: 'GMT+08:00',
}

const own: ProfileData = {
  __typename: 'Profile',
  id: 7,
  slug: 'maria-santos',
  firstName: 'Maria',
  lastName: 'Santos',
  fullName: 'Maria Santos',
  profileImageUrl: null,
  batch: 'Batch 17',
  stage: { __typename: 'ProfileStage', id: 2, number: 2, name: 'Find Clients' },
  wins: [{ __typename: 'ProfileWin', id: 1, title: 'First client', description: 'A logo job.', imageUrl: null, wonOn: null, createdAt: '2025-03-01T00:00:00.000Z' }],
  isOwn: true,
  canEdit: true,
  email: 'maria@example.com',
  basicInfo,
  socials: { __typename: 'ProfileSocials', facebook: null, instagram: null, tiktok: null, youtube: null, linkedin: null, twitter: null, website: null },
  membership: {
    __typename: 'ProfileMembership',
    batch: 'Batch 17',
    stage: { __typename: 'ProfileStage', id: 2, number: 2, name: 'Find Clients' },
    group: 'Tribe Alpha',
    membershipStatus: 'Active',
    enrolmentStatus: 'Active',
    subscriptions: [
      {
        __typename: 'ProfileSubscription',
        id: 3,
        productName: 'Membership',
        funnelName: 'Annual',
        startsAt: '2025-01-01T00:00:00.000Z',
        expiry: '9999-12-30T16:00:00.000Z',
        lifetime: true,
        status: 'Active',
      },
    ],
  },
}

const publicView: ProfileData = { ...own, isOwn: false, canEdit: false, email: null, basicInfo: null, socials: null, membership: null }

const countries = { request: { query: COUNTRIES }, result: { data: { countries: [{ __typename: 'LocationOption', code: 'PH', name: 'Philippines' }] } } }

const render = (profile: ProfileData, route: string, mocks: readonly MockedResponse[] = [countries, countries]) =>
  renderWithProviders(<ProfileView profile={profile} />, { user: testUser(), route, mocks })

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)

describe('the profile queries', () => {
  it('/profile and /profile/{slug} ask for the same fields (one ProfileView renders both)', () => {
    const selection = (document: string) => document.slice(document.indexOf('{', document.indexOf('{') + 1))
    expect(selection(print(MY_PROFILE))).toBe(selection(print(PROFILE)))
  })
})

describe('profile tabs (?tab=)', () => {
  it('the owner has the five tabs of the spec, and ?tab=basic_info opens Basic Info', () => {
    render(own, '/profile?tab=basic_info')
    expect(tabNames()).toEqual(['Wins', 'Basic Info', 'Social Accounts', 'Membership', 'Account'])
    expect(screen.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('form', { name: 'Basic info' })).toBeInTheDocument()
  })

  it('a click writes the tab name into the address, keeping other parameters, and shows its panel', async () => {
    render(own, '/profile?ref=menu')
    expect(screen.getByRole('tab', { name: 'Wins' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(screen.getByRole('tab', { name: 'Membership' }))
    expect(window.location.search).toBe('?ref=menu&tab=membership')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Tribe Alpha')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lifetime access')
    await userEvent.click(screen.getByRole('tab', { name: 'Social Accounts' }))
    expect(window.location.search).toBe('?ref=menu&tab=socials')
  })

  it('an unknown tab falls back to the default one', () => {
    expect(chooseTab('nope', ['wins', 'basic_info'], 'basic_info')).toBe('basic_info')
    expect(chooseTab('account', ['wins'], 'wins')).toBe('wins')
    expect(chooseTab(null, ['wins'], 'basic_info')).toBe('wins')
    render(own, '/profile?tab=nope')
    expect(screen.getByRole('tab', { name: 'Wins' })).toHaveAttribute('aria-selected', 'true')
  })

  it("another member's profile shows the public parts only: header and wins, no forms", () => {
    render(publicView, '/profile/maria-santos?tab=account')
    expect(tabNames()).toEqual(['Wins'])
    expect(screen.getByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument()
    expect(screen.getByText('Batch 17')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Wins' })).toHaveTextContent('First client')
    expect(screen.queryByRole('form', { name: 'Share a win' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Delete the win/ })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull()
  })
})

describe('the forms say what is wrong', () => {
  it('basic info: the mobile rule and a required first name, nothing sent', async () => {
    const sent = vi.fn()
    render(own, '/profile?tab=basic_info', [countries, countries, { request: { query: UPDATE_BASIC_INFO }, variableMatcher: () => true, result: sent }])
    await userEvent.clear(screen.getByLabelText(/First name/))
    await userEvent.clear(screen.getByLabelText(/Mobile number/))
    await userEvent.type(screen.getByLabelText(/Mobile number/), '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Save Basic Info' }))
    expect(await screen.findByText('Invalid mobile number!')).toBeInTheDocument()
    expect(screen.getByText('First name is required')).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()
  })

  it('basic info: the timezone list runs GMT-12:00..+14:00 with GMT+08:00 Singapore chosen by default', () => {
    render({ ...own, basicInfo: { ...basicInfo, timezone: '' } }, '/profile?tab=basic_info')
    const select = screen.getByLabelText('Timezone') as HTMLSelectElement
    expect(select.value).toBe('GMT+08:00')
    expect(screen.getByLabelText('Sex')).toHaveValue('Female')
    expect(select.selectedOptions[0].textContent).toBe('(GMT+08:00) Singapore')
    expect(select.options[0].textContent).toMatch(/^\(GMT-12:00\)/)
    expect(select.options[select.options.length - 1].textContent).toMatch(/^\(GMT\+14:00\)/)
  })

  it('social accounts: a link must be on its own site', async () => {
    render(own, '/profile?tab=socials')
    await userEvent.type(screen.getByLabelText('Facebook'), 'https://instagram.com/maria')
    await userEvent.type(screen.getByLabelText('Website'), 'not a link')
    await userEvent.click(screen.getByRole('button', { name: 'Save Social Accounts' }))
    expect(await screen.findByText('Enter a Facebook link, e.g. https://facebook.com/yourname')).toBeInTheDocument()
    expect(screen.getByText('Enter a web address, e.g. https://yourname.com')).toBeInTheDocument()
  })

  it('change password: the current password is required and the new one must be confirmed', async () => {
    render(own, '/profile?tab=account')
    expect(screen.getByText(PROFILE_IMAGE_HINT)).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/^New password/), 'New-pass-123')
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'Other-pass-123')
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }))
    await waitFor(() => expect(screen.getByText('Passwords do not match')).toBeInTheDocument())
    expect(screen.getByText('Current password is required')).toBeInTheDocument()
  })

  it('a win needs a title', async () => {
    render(own, '/profile')
    await userEvent.click(screen.getByRole('button', { name: 'Post Win' }))
    expect(await screen.findByText('Title is required')).toBeInTheDocument()
  })
})

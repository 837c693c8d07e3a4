// What a profile may hold (the tabs of /profile: Basic Info, Social Accounts, Wins, Account):
// one schema per form, used by the web form (Form's schema prop) and the service (parseInput),
// so both say exactly the same thing. The mobile rule is common/mobile.ts, the timezone list
// common/timeZones.ts; the password rule stays on the server (api/src/lib/auth/password.ts).
import { z } from 'zod'
import { categoryOf, isStorageKey } from '../files'
import { INVALID_MOBILE_MESSAGE, cleanMobileNumber, isValidMobileNumber } from '../mobile'
import { DEFAULT_TIME_ZONE, TIME_ZONE_VALUES, isCalendarDate } from '../timeZones'
import { optionalText } from './courses'

/** The profile tabs, in order, with the query value that selects each (docs/product.md, "profiles"). */
export const PROFILE_TABS = [
  { value: 'wins', label: 'Wins' },
  { value: 'basic_info', label: 'Basic Info' },
  { value: 'socials', label: 'Social Accounts' },
  { value: 'membership', label: 'Membership' },
  { value: 'account', label: 'Account' },
] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]['value']

/** The query parameter holding the tab (`/profile?tab=basic_info`). */
export const PROFILE_TAB_PARAM = 'tab'

export const SEX_VALUES = ['Male', 'Female'] as const

export const NAME_MAX = 100
export const SUFFIX_MAX = 20
export const PLACE_MAX = 100
export const WIN_TITLE_MAX = 150
export const WIN_DESCRIPTION_MAX = 2_000
export const SOCIAL_URL_MAX = 500
/** Nobody alive was born before this year; a typo such as 0199 is caught. */
export const BIRTH_YEAR_MIN = 1900

export const profileMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Names must be at most ${NAME_MAX} characters`,
  suffixTooLong: `Suffix must be at most ${SUFFIX_MAX} characters`,
  sex: `Sex must be ${SEX_VALUES.join(' or ')}`,
  birthdate: 'Enter a real birth date (YYYY-MM-DD)',
  birthdateFuture: 'Birth date cannot be in the future',
  birthdateTooOld: `Birth date must be in ${BIRTH_YEAR_MIN} or later`,
  mobile: INVALID_MOBILE_MESSAGE,
  placeTooLong: `Country, state and city must be at most ${PLACE_MAX} characters`,
  timezone: 'Choose a timezone from the list',
  winTitleRequired: 'Title is required',
  winTitleTooLong: `Title must be at most ${WIN_TITLE_MAX} characters`,
  winDescriptionTooLong: `Description must be at most ${WIN_DESCRIPTION_MAX} characters`,
  image: 'Upload an image (.jpg .jpeg .png .gif .bmp .svg .webp)',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  samePassword: 'Choose a password different from the current one',
}

/** Today's calendar date in Manila ('YYYY-MM-DD'): business dates are Manila's (docs/data-model.md). */
function manilaToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
}

const requiredName = (message: string) => z.string({ error: message }).trim().min(1, message).max(NAME_MAX, profileMessages.nameTooLong)

/** Basic Info: names, sex, birth date, mobile, location and timezone. Blank optional fields store null. */
export const basicInfoSchema = z.object({
  firstName: requiredName(profileMessages.firstNameRequired),
  lastName: requiredName(profileMessages.lastNameRequired),
  middleName: optionalText(NAME_MAX, profileMessages.nameTooLong),
  suffix: optionalText(SUFFIX_MAX, profileMessages.suffixTooLong),
  sex: z
    .string({ error: profileMessages.sex })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || (SEX_VALUES as readonly string[]).includes(value), profileMessages.sex),
  birthdate: z
    .string({ error: profileMessages.birthdate })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .superRefine((value, ctx) => {
      if (value === null) return
      if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: profileMessages.birthdate })
      else if (value > manilaToday()) ctx.addIssue({ code: 'custom', message: profileMessages.birthdateFuture })
      else if (Number(value.slice(0, 4)) < BIRTH_YEAR_MIN) ctx.addIssue({ code: 'custom', message: profileMessages.birthdateTooOld })
    }),
  mobileNumber: z
    .string({ error: profileMessages.mobile })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isValidMobileNumber(value), profileMessages.mobile)
    .transform((value) => (value === null ? null : cleanMobileNumber(value))),
  country: optionalText(PLACE_MAX, profileMessages.placeTooLong),
  state: optionalText(PLACE_MAX, profileMessages.placeTooLong),
  city: optionalText(PLACE_MAX, profileMessages.placeTooLong),
  timezone: z
    .string({ error: profileMessages.timezone })
    .nullish()
    .transform((value) => value || DEFAULT_TIME_ZONE)
    .refine((value) => (TIME_ZONE_VALUES as readonly string[]).includes(value), profileMessages.timezone),
})
export type BasicInfoInput = z.input<typeof basicInfoSchema>
export type BasicInfoValues = z.output<typeof basicInfoSchema>

/** The social sites a profile links to: the input field, its label and the hosts a link may be on. */
export const SOCIAL_SITES = [
  { field: 'facebook', label: 'Facebook', hosts: ['facebook.com', 'fb.com'], example: 'https://facebook.com/yourname' },
  { field: 'instagram', label: 'Instagram', hosts: ['instagram.com'], example: 'https://instagram.com/yourname' },
  { field: 'tiktok', label: 'TikTok', hosts: ['tiktok.com'], example: 'https://tiktok.com/@yourname' },
  { field: 'youtube', label: 'YouTube', hosts: ['youtube.com', 'youtu.be'], example: 'https://youtube.com/@yourname' },
  { field: 'linkedin', label: 'LinkedIn', hosts: ['linkedin.com'], example: 'https://linkedin.com/in/yourname' },
  { field: 'twitter', label: 'X (Twitter)', hosts: ['x.com', 'twitter.com'], example: 'https://x.com/yourname' },
  { field: 'website', label: 'Website', hosts: [], example: 'https://yourname.com' },
] as const
export type SocialField = (typeof SOCIAL_SITES)[number]['field']

/** True when `value` is an http(s) address on one of `hosts` or their subdomains (any host when none are named). */
export function isSocialUrl(value: string, hosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (url.username || url.password || !url.hostname.includes('.')) return false
  if (hosts.length === 0) return true
  const host = url.hostname.toLowerCase()
  return hosts.some((site) => host === site || host.endsWith(`.${site}`))
}

export const socialMessage = (site: (typeof SOCIAL_SITES)[number]) =>
  site.hosts.length ? `Enter a ${site.label} link, e.g. ${site.example}` : `Enter a web address, e.g. ${site.example}`

const socialUrl = (site: (typeof SOCIAL_SITES)[number]) =>
  z
    .string({ error: socialMessage(site) })
    .trim()
    .max(SOCIAL_URL_MAX, `Links must be at most ${SOCIAL_URL_MAX} characters`)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isSocialUrl(value, site.hosts), socialMessage(site))

/** Social Accounts: one optional link per site, each on its own site. */
export const socialAccountsSchema = z.object(
  Object.fromEntries(SOCIAL_SITES.map((site) => [site.field, socialUrl(site)])) as Record<SocialField, ReturnType<typeof socialUrl>>,
)
export type SocialAccountsInput = z.input<typeof socialAccountsSchema>
export type SocialAccountsValues = z.output<typeof socialAccountsSchema>

/** An uploaded image's storage key (POST /api/upload-file); blank -> null. */
const uploadedImage = z
  .string({ error: profileMessages.image })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || (isStorageKey(value) && categoryOf(value) === 'images'), profileMessages.image)

/** A win: a title, optional words and an optional uploaded image. */
export const winSchema = z.object({
  title: z
    .string({ error: profileMessages.winTitleRequired })
    .trim()
    .min(1, profileMessages.winTitleRequired)
    .max(WIN_TITLE_MAX, profileMessages.winTitleTooLong),
  description: optionalText(WIN_DESCRIPTION_MAX, profileMessages.winDescriptionTooLong),
  image: uploadedImage,
})
export type WinInput = z.input<typeof winSchema>
export type WinValues = z.output<typeof winSchema>

/** The profile image: an uploaded image, or null to remove it. */
export const profileImageSchema = z.object({ image: uploadedImage })

/** Change password: the current one, and the new one twice. The server adds its password rule. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: profileMessages.currentPasswordRequired }).min(1, profileMessages.currentPasswordRequired),
    newPassword: z.string({ error: profileMessages.passwordRequired }).min(1, profileMessages.passwordRequired),
    confirmPassword: z.string({ error: profileMessages.passwordsDoNotMatch }),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    message: profileMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
export type ChangePasswordInput = z.input<typeof changePasswordSchema>

// The Social Accounts tab's form: one link per site, each checked to be on its own site (the
// server's schema, common/validation/profiles.ts socialAccountsSchema).
import { gql, useMutation } from '@apollo/client'
import { SOCIAL_SITES, socialAccountsSchema, type SocialAccountsInput, type SocialAccountsValues } from '@common/validation/profiles'
import { notifySuccess } from '@/lib/toast'
import type { UpdateSocialAccountsMutation, UpdateSocialAccountsMutationVariables } from '@/types/graphql'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import type { ProfileData } from '../types'
import { PROFILE_SOCIALS_FIELDS } from './socialsFields'

export const UPDATE_SOCIAL_ACCOUNTS = gql`
  mutation UpdateSocialAccounts($input: SocialAccountsInput!) {
    updateSocialAccounts(input: $input) {
      id
      socials {
        ...ProfileSocialsFields
      }
    }
  }
  ${PROFILE_SOCIALS_FIELDS}
`

export const SOCIALS_SAVED = 'Social accounts saved.'

export function SocialAccountsForm({ socials }: { socials: NonNullable<ProfileData['socials']> }) {
  const [save, { error, loading }] = useMutation<UpdateSocialAccountsMutation, UpdateSocialAccountsMutationVariables>(UPDATE_SOCIAL_ACCOUNTS)
  const onSubmit = async (values: SocialAccountsValues) => {
    try {
      await save({ variables: { input: values } })
    } catch {
      return // shown by the form
    }
    notifySuccess(SOCIALS_SAVED)
  }
  const defaults = Object.fromEntries(SOCIAL_SITES.map((site) => [site.field, socials[site.field] ?? '']))

  return (
    <Form<SocialAccountsInput, SocialAccountsValues>
      schema={socialAccountsSchema}
      onSubmit={onSubmit}
      error={error}
      defaultValues={defaults}
      aria-label="Social accounts"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_SITES.map((site) => (
          <TextField key={site.field} name={site.field} label={site.label} type="url" inputMode="url" placeholder={site.example} />
        ))}
      </div>
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save Social Accounts
      </SubmitButton>
    </Form>
  )
}

export default SocialAccountsForm

// The Basic Info tab's form: names, sex, birth date, mobile number, location and timezone, with
// the same schema the server parses with (common/validation/profiles.ts basicInfoSchema).
import { gql, useMutation } from '@apollo/client'
import { SEX_VALUES, basicInfoSchema, type BasicInfoInput, type BasicInfoValues } from '@common/validation/profiles'
import { DEFAULT_TIME_ZONE, TIME_ZONES, timeZoneLabel } from '@common/timeZones'
import { MOBILE_FORMATS } from '@common/mobile'
import { notifySuccess } from '@/lib/toast'
import type { UpdateBasicInfoMutation, UpdateBasicInfoMutationVariables } from '@/types/graphql'
import { DateField, Form, SelectField, SubmitButton, TextField } from '@/components/ui/Form/Form'
import type { ProfileData } from '../types'
import { PROFILE_BASIC_INFO_FIELDS } from './basicInfoFields'
import { LocationFields } from './LocationFields'

export const UPDATE_BASIC_INFO = gql`
  mutation UpdateBasicInfo($input: BasicInfoInput!) {
    updateBasicInfo(input: $input) {
      id
      firstName
      lastName
      fullName
      basicInfo {
        ...ProfileBasicInfoFields
      }
    }
  }
  ${PROFILE_BASIC_INFO_FIELDS}
`

export const BASIC_INFO_SAVED = 'Basic info saved.'

export function BasicInfoForm({ basicInfo }: { basicInfo: NonNullable<ProfileData['basicInfo']> }) {
  const [save, { error, loading }] = useMutation<UpdateBasicInfoMutation, UpdateBasicInfoMutationVariables>(UPDATE_BASIC_INFO)
  const onSubmit = async (values: BasicInfoValues) => {
    try {
      await save({ variables: { input: values } })
    } catch {
      return // shown by the form
    }
    notifySuccess(BASIC_INFO_SAVED)
  }
  const { __typename: _typename, ...saved } = basicInfo as typeof basicInfo & { __typename?: string }
  const defaults = { ...saved, timezone: saved.timezone || DEFAULT_TIME_ZONE }

  return (
    <Form<BasicInfoInput, BasicInfoValues>
      schema={basicInfoSchema}
      onSubmit={onSubmit}
      error={error}
      defaultValues={defaults}
      aria-label="Basic info"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5"
    >
      {/* The selects also carry their saved value as the DOM default: react-hook-form does not
          always select an option when the select mounts. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" required />
        <TextField name="middleName" label="Middle name" autoComplete="additional-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" required />
        <TextField name="suffix" label="Suffix" placeholder="Jr., III" />
        <SelectField name="sex" label="Sex" placeholder="Not set" defaultValue={defaults.sex ?? ''} options={SEX_VALUES.map((value) => ({ value, label: value }))} />
        <DateField name="birthdate" label="Birth date" />
        <TextField name="mobileNumber" label="Mobile number" type="tel" autoComplete="tel" placeholder="09171234567" hint={MOBILE_FORMATS} />
        <SelectField name="timezone" label="Timezone" defaultValue={defaults.timezone} options={TIME_ZONES.map((zone) => ({ value: zone.value, label: timeZoneLabel(zone) }))} />
      </div>
      <LocationFields />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save Basic Info
      </SubmitButton>
    </Form>
  )
}

export default BasicInfoForm

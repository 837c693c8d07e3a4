// Country, state and city: lists from the API (countries, states(country), cities(country, state);
// offline data by default, the external service when configured). We store names, the lists are
// asked by code. A list that comes back empty (a country without states, a failed lookup) turns
// the field into a text box, so the member can always type their place.
import { gql, useQuery } from '@apollo/client'
import { useEffect, useRef } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import type {
  ProfileCitiesQuery,
  ProfileCitiesQueryVariables,
  ProfileCountriesQuery,
  ProfileStatesQuery,
  ProfileStatesQueryVariables,
} from '@/types/graphql'
import { controlClass, FieldShell, useField } from '@/components/ui/Form/FieldShell'

export const COUNTRIES = gql`
  query ProfileCountries {
    countries {
      code
      name
    }
  }
`
export const STATES = gql`
  query ProfileStates($country: String!) {
    states(country: $country) {
      code
      name
    }
  }
`
export const CITIES = gql`
  query ProfileCities($country: String!, $state: String!) {
    cities(country: $country, state: $state) {
      code
      name
    }
  }
`

type Option = { code: string; name: string }

/**
 * One place, controlled by the form's state (useController), so switching between the list, the
 * loading list and the text box never loses what is chosen: the DOM element changes, the value
 * does not. A saved name missing from the list stays selectable.
 */
function PlaceField({ name, label, options, loading }: { name: string; label: string; options: Option[] | undefined; loading: boolean }) {
  const { field } = useController({ name })
  const f = useField(name, label, undefined, false)
  const value = (field.value as string | null) ?? ''
  const control = {
    id: f.id,
    ...f.aria,
    name: field.name,
    ref: field.ref,
    value,
    onBlur: field.onBlur,
    className: controlClass(Boolean(f.message)),
  }
  const names = options?.map((o) => o.name) ?? []
  return (
    <FieldShell {...f} label={label}>
      {loading ? (
        <select {...control} disabled onChange={() => undefined}>
          <option value={value}>{value || 'Loading...'}</option>
        </select>
      ) : names.length ? (
        <select {...control} onChange={(event) => field.onChange(event.target.value)}>
          <option value="">{`Choose a ${label.toLowerCase()}`}</option>
          {value && !names.includes(value) && <option value={value}>{value}</option>}
          {names.map((place) => (
            <option key={place} value={place}>
              {place}
            </option>
          ))}
        </select>
      ) : (
        <input type="text" autoComplete="off" {...control} onChange={(event) => field.onChange(event.target.value)} />
      )}
    </FieldShell>
  )
}

export function LocationFields() {
  const { watch, setValue } = useFormContext()
  const countryName = watch('country') as string | null
  const stateName = watch('state') as string | null

  const countries = useQuery<ProfileCountriesQuery>(COUNTRIES, { fetchPolicy: 'cache-first' })
  const countryCode = countries.data?.countries.find((c) => c.name === countryName)?.code
  const states = useQuery<ProfileStatesQuery, ProfileStatesQueryVariables>(STATES, {
    variables: { country: countryCode ?? '' },
    skip: !countryCode,
    fetchPolicy: 'cache-first',
  })
  const stateCode = states.data?.states.find((s) => s.name === stateName)?.code
  const cities = useQuery<ProfileCitiesQuery, ProfileCitiesQueryVariables>(CITIES, {
    variables: { country: countryCode ?? '', state: stateCode ?? '' },
    skip: !countryCode || !stateCode,
    fetchPolicy: 'cache-first',
  })

  // A new country or state empties the places below it (not on the first render: the saved ones stay).
  const previous = useRef({ country: countryName, state: stateName })
  useEffect(() => {
    if (previous.current.country !== countryName) {
      setValue('state', '', { shouldDirty: true })
      setValue('city', '', { shouldDirty: true })
    } else if (previous.current.state !== stateName) {
      setValue('city', '', { shouldDirty: true })
    }
    previous.current = { country: countryName, state: stateName }
  }, [countryName, stateName, setValue])

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <PlaceField name="country" label="Country" options={countries.data?.countries} loading={countries.loading} />
      <PlaceField name="state" label="State" options={countryCode ? states.data?.states : []} loading={states.loading} />
      <PlaceField name="city" label="City" options={stateCode ? cities.data?.cities : []} loading={cities.loading} />
    </div>
  )
}

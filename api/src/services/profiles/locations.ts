// The country, state and city lists of the Basic Info tab (docs/product.md, "profiles"). By
// default they come from the country-state-city package (offline data shipped with the API, no
// network); when LOCATION_API_KEY is set, from the external data service it names
// (LOCATION_API_URL, GET with the key in the X-CSCAPI-KEY header: the country list, then
// /{country}/states and /{country}/states/{state}/cities). Either way the answer is sorted by name,
// and an answer the service does not give (not ok, unreachable, not a list) is an empty list, as
// the spec says: a profile form never fails because a lookup did.
// SQL: none. The offline data is loaded on first use, not at start-up (the city list is large).
import { logger, serializeError } from '../../lib/logger'
import type { QueryResolvers } from '../../types/graphql'

export type LocationOption = { code: string; name: string }

/** The external service's default address (api.countrystatecity.in speaks exactly these paths). */
export const DEFAULT_LOCATION_API_URL = 'https://api.countrystatecity.in/v1/countries'
const LOOKUP_TIMEOUT_MS = 5_000
const CODE = /^[A-Za-z0-9-]{1,10}$/

const byName = (a: LocationOption, b: LocationOption) => a.name.localeCompare(b.name)

type OfflineData = typeof import('country-state-city')
let offline: Promise<OfflineData> | undefined
// The package is CommonJS: its named exports may arrive under `default`.
const loadOffline = () =>
  (offline ??= import('country-state-city').then((mod) => ((mod as { default?: OfflineData }).default ?? mod) as OfflineData))

/** GET `path` of the external service: its items as options, or [] when it does not answer a list. */
async function external(key: string, path: string): Promise<LocationOption[]> {
  const base = (process.env.LOCATION_API_URL || DEFAULT_LOCATION_API_URL).replace(/\/+$/, '')
  try {
    const response = await fetch(`${base}${path}`, { headers: { 'X-CSCAPI-KEY': key }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
    if (!response.ok) return []
    const body: unknown = await response.json()
    if (!Array.isArray(body)) return []
    return body
      .filter((item): item is { name: string; iso2?: string } => typeof item?.name === 'string')
      .map((item) => ({ code: typeof item.iso2 === 'string' ? item.iso2 : item.name, name: item.name }))
  } catch (error) {
    logger.warn({ err: serializeError(error), path }, 'location lookup failed')
    return []
  }
}

export async function listCountries(): Promise<LocationOption[]> {
  const key = process.env.LOCATION_API_KEY
  if (key) return (await external(key, '')).sort(byName)
  const { Country } = await loadOffline()
  return Country.getAllCountries()
    .map((country) => ({ code: country.isoCode, name: country.name }))
    .sort(byName)
}

export async function listStates(country: string): Promise<LocationOption[]> {
  if (!CODE.test(country)) return []
  const key = process.env.LOCATION_API_KEY
  if (key) return (await external(key, `/${encodeURIComponent(country)}/states`)).sort(byName)
  const { State } = await loadOffline()
  return State.getStatesOfCountry(country.toUpperCase())
    .map((state) => ({ code: state.isoCode, name: state.name }))
    .sort(byName)
}

export async function listCities(country: string, state: string): Promise<LocationOption[]> {
  if (!CODE.test(country) || !CODE.test(state)) return []
  const key = process.env.LOCATION_API_KEY
  if (key) return (await external(key, `/${encodeURIComponent(country)}/states/${encodeURIComponent(state)}/cities`)).sort(byName)
  const { City } = await loadOffline()
  // Cities carry no code of their own: the name is what is stored.
  return City.getCitiesOfState(country.toUpperCase(), state.toUpperCase())
    .map((city) => ({ code: city.name, name: city.name }))
    .sort(byName)
}

export const countries = (async () => listCountries()) satisfies QueryResolvers['countries']
export const states = (async ({ country }) => listStates(country)) satisfies QueryResolvers['states']
export const cities = (async ({ country, state }) => listCities(country, state)) satisfies QueryResolvers['cities']

// Rows a journey owns, made by its worker's server (scripts/e2e/makers/<maker>.ts): a journey that
// changes something makes its own person or row instead of changing seeded data others read.
import { expect, type APIRequestContext } from '@playwright/test'
import type { Person, PersonInput } from '../../scripts/e2e/makers/person'

/** Asks the server's maker `maker` for rows; answers what it made. */
export async function make<T>(request: APIRequestContext, maker: string, input: object = {}): Promise<T> {
  const response = await request.post(`/__e2e/make/${maker}`, { data: input })
  expect(response.ok(), `make ${maker}: ${response.ok() ? '' : await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** A new person (a member unless other levels are asked for) with the demo password. */
export const makePerson = (request: APIRequestContext, input: PersonInput = {}) => make<Person>(request, 'person', input)

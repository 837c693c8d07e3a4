// Clients of the makers the admin journeys use (scripts/e2e/makers/): a funnel of its own (with
// holders), and a Manila day by the server's clock. Beside ./make.ts, which has the person maker.
import type { APIRequestContext } from '@playwright/test'
import type { Funnel, FunnelInput } from '../../scripts/e2e/makers/funnel'
import type { ManilaDay, ManilaDayInput } from '../../scripts/e2e/makers/manilaDay'
import { make } from './make'

/** A new product with one one-time funnel, both named with a unique tag; `holders` get a subscription. */
export const makeFunnel = (request: APIRequestContext, input: FunnelInput = {}) => make<Funnel>(request, 'funnel', input)

/** The server's Manila day `days` from today ('YYYY-MM-DD'). */
export const manilaDay = async (request: APIRequestContext, days = 0) => (await make<ManilaDay>(request, 'manilaDay', { days } satisfies ManilaDayInput)).date


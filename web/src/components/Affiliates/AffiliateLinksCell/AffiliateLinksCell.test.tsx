import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { affiliateMessages } from '@common/affiliates'
import { CHOOSE_CODE } from '../AffiliateCodeForm/AffiliateCodeForm'
import { AffiliateLinksCell, QUERY } from './AffiliateLinksCell'

const affiliate = testUser({ affiliateTimestamp: '2026-11-27T02:00:00.000Z' })
const links = (code: string, codeChosen: boolean, status = 'active') => ({
  request: { query: QUERY },
  result: {
    data: {
      myAffiliate: { __typename: 'AffiliateAccount', id: 5, code, codeChosen, status },
      affiliateLinks: [
        { __typename: 'AffiliateLink', funnelId: null, name: 'Main link', path: `/${code}`, clicks: 1234, leads: 3 },
        { __typename: 'AffiliateLink', funnelId: 'tribe-membership', name: 'Tribe Membership', path: `/tribe-membership/${code}`, clicks: 12, leads: 0 },
      ],
    },
  },
})
const chose = (code: string) => ({
  request: { query: CHOOSE_CODE, variables: { code } },
  result: { data: { chooseAffiliateCode: { __typename: 'AffiliateAccount', id: 5, code, codeChosen: true } } },
})

afterEach(() => vi.restoreAllMocks())

describe('AffiliateLinksCell', () => {
  it('lists each link with its full address, clicks and leads, and copies it with a toast', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderWithProviders(<AffiliateLinksCell />, { user: affiliate, role: 'affiliate', mocks: [links('carlo', true)] })
    const list = await screen.findByRole('list', { name: 'Your links' })
    const [main, funnel] = within(list).getAllByRole('listitem')
    expect(main).toHaveTextContent(`Main link${window.location.origin}/carlo`)
    expect(main).toHaveTextContent('Clicks1.2K')
    expect(main).toHaveTextContent('Leads3')
    expect(funnel).toHaveTextContent(`${window.location.origin}/tribe-membership/carlo`)
    expect(screen.queryByRole('form', { name: 'Choose your link code' })).toBeNull()
    await userEvent.click(within(funnel).getByRole('button', { name: 'Copy link Tribe Membership' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/tribe-membership/carlo`)
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
  })

  it('checks the code as the service does before sending it', async () => {
    renderWithProviders(<AffiliateLinksCell />, { user: affiliate, role: 'affiliate', mocks: [links('a7f3k2', false)] })
    const form = await screen.findByRole('form', { name: 'Choose your link code' })
    const field = within(form).getByLabelText(/Link code/)
    const save = within(form).getByRole('button', { name: 'Save code' })
    await userEvent.click(save)
    expect(await within(form).findByText(affiliateMessages.codeRequired)).toBeInTheDocument()
    await userEvent.type(field, 'ab')
    await userEvent.click(save)
    expect(await within(form).findByText(affiliateMessages.codeLength)).toBeInTheDocument()
    await userEvent.clear(field)
    await userEvent.type(field, 'carlo reyes')
    await userEvent.click(save)
    expect(await within(form).findByText(affiliateMessages.codeShape)).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it('saves a chosen code (trimmed, lower case) and shows the links with it', async () => {
    renderWithProviders(<AffiliateLinksCell />, { user: affiliate, role: 'affiliate', mocks: [links('a7f3k2', false), chose('carlo-reyes'), links('carlo-reyes', true)] })
    const form = await screen.findByRole('form', { name: 'Choose your link code' })
    expect(screen.getByRole('region', { name: 'Choose your link code' })).toHaveTextContent('now a7f3k2')
    await userEvent.type(within(form).getByLabelText(/Link code/), '  Carlo-Reyes ')
    await userEvent.click(within(form).getByRole('button', { name: 'Save code' }))
    expect(await screen.findByText('Link code saved')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your links' })).toHaveTextContent('/carlo-reyes'))
    expect(screen.queryByRole('form', { name: 'Choose your link code' })).toBeNull()
  })

  it("shows the service's refusal on the field", async () => {
    const taken = { request: { query: CHOOSE_CODE, variables: { code: 'maria' } }, result: { errors: [{ message: affiliateMessages.codeTaken }] } }
    const funnel = {
      request: { query: CHOOSE_CODE, variables: { code: 'tribe-membership' } },
      result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', properties: { messages: { code: [affiliateMessages.codeFunnel] } } } }] },
    }
    renderWithProviders(<AffiliateLinksCell />, { user: affiliate, role: 'affiliate', mocks: [links('a7f3k2', false), taken, funnel] })
    const form = await screen.findByRole('form', { name: 'Choose your link code' })
    const field = within(form).getByLabelText(/Link code/)
    await userEvent.type(field, 'maria')
    await userEvent.click(within(form).getByRole('button', { name: 'Save code' }))
    expect(await within(form).findByText(affiliateMessages.codeTaken)).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(field)
    await userEvent.type(field, 'tribe-membership')
    await userEvent.click(within(form).getByRole('button', { name: 'Save code' }))
    expect(await within(form).findByText(affiliateMessages.codeFunnel)).toBeInTheDocument()
  })

  it('tells a waiting affiliate their links count once approved', async () => {
    renderWithProviders(<AffiliateLinksCell />, { user: affiliate, role: 'affiliate', mocks: [links('carlo', true, 'waiting')] })
    expect(await screen.findByText(/waiting for approval/)).toBeInTheDocument()
  })
})

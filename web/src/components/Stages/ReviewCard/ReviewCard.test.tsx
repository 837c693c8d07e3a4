import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { memberStageMessages } from '@common/validation/stages.memberStages'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { SEND_BACK_MOVE_UP, ReviewCard } from './ReviewCard'

const review = {
  __typename: 'MoveUpReview',
  id: 5,
  status: 'pending',
  note: 'Ready!',
  createdAt: '2026-11-01T00:00:00.000Z',
  reviewerName: null,
  reviewerNote: null,
  reviewedAt: null,
  fromStage: { __typename: 'Stage', id: 2, number: 1, name: 'Foundation' },
  toStage: { __typename: 'Stage', id: 3, number: 2, name: 'Skill Building' },
  member: { __typename: 'StageMember', id: 7, firstName: 'Maricel', lastName: 'dela Cruz', email: 'member@tribe.test', points: 180, finishedCount: 4, percentage: 100 },
}

describe('ReviewCard', () => {
  it('shows the member, their progress and note; only a reviewer gets the buttons', () => {
    renderWithProviders(<ReviewCard review={review} />, { user: testUser(), role: 'coach' })
    const card = screen.getByRole('article', { name: 'Move-up request from Maricel dela Cruz' })
    expect(card).toHaveTextContent('Stage 1: Foundation → Stage 2: Skill Building')
    expect(card).toHaveTextContent('180 Tribe Points')
    expect(card).toHaveTextContent('Ready!')
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    expect(within(card).queryByRole('button')).toBeNull()
  })

  it('sending back needs a note; with one it is sent and the dialog closes', async () => {
    const sent = vi.fn(() => ({
      data: { sendBackMoveUp: { ...review, status: 'rejected', reviewerName: 'Rhea Reviewer', reviewerNote: 'Add your portfolio', reviewedAt: '2026-11-02T00:00:00.000Z' } },
    }))
    renderWithProviders(<ReviewCard review={review} canDecide />, {
      user: testUser(),
      role: 'coach',
      mocks: [{ request: { query: SEND_BACK_MOVE_UP, variables: { id: 5, note: 'Add your portfolio' } }, result: sent }],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Send back Maricel dela Cruz' }))
    const dialog = screen.getByRole('dialog', { name: "Send back Maricel dela Cruz's request?" })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }))
    expect((await within(dialog).findAllByText(memberStageMessages.sendBackNoteRequired)).length).toBeGreaterThan(0)
    expect(sent).not.toHaveBeenCalled()

    await userEvent.type(within(dialog).getByRole('textbox', { name: /What should they do first/ }), 'Add your portfolio')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }))
    expect(await screen.findByText('Request sent back to Maricel dela Cruz')).toBeInTheDocument()
    expect(sent).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

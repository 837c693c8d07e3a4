import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { eventMessages } from '@common/validation/events'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { EventForm, NEW_EVENT_VALUES } from './EventForm'

const renderForm = (props: Partial<Parameters<typeof EventForm>[0]> = {}) => {
  const onSave = vi.fn()
  renderWithProviders(<EventForm defaultValues={NEW_EVENT_VALUES} onSave={onSave} loading={false} {...props} />, {
    user: testUser({ pageAccess: { newEvent: true } }),
    route: '/events/new',
  })
  return onSave
}

describe('EventForm', () => {
  it('lists the zones GMT-12:00 to GMT+14:00, starts one-off, and refuses an end before the start', async () => {
    const onSave = renderForm()
    // (The select's starting value, GMT+08:00, is checked in Chromium by e2e/adminEventsResources.spec.ts:
    // happy-dom does not apply react-hook-form's default to a select.)
    const zones = within(screen.getByLabelText(/^Time zone/)).getAllByRole('option')
    expect(zones[0]).toHaveTextContent('(GMT-12:00) International Date Line West')
    expect(zones.at(-1)).toHaveTextContent('(GMT+14:00) Kiritimati')
    expect(zones.map((option) => option.textContent)).toContain('(GMT+08:00) Singapore')
    await userEvent.type(screen.getByLabelText(/^Title/), 'Proposal Writing Workshop')
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2025-01-07T19:00' } })
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2025-01-07T18:30' } })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Ends/)).toHaveAccessibleDescription(eventMessages.endsAtBeforeStart))
    expect(onSave).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2025-01-07T21:00' } })
    await userEvent.type(screen.getByLabelText('Zoom link'), 'https://zoom.us/j/1')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toMatchObject({
      title: 'Proposal Writing Workshop',
      repeat: 'none',
      startsAt: '2025-01-07T19:00',
      endsAt: '2025-01-07T21:00',
      zoomLink: 'https://zoom.us/j/1',
      recordingUrl: null,
      audience: 'member',
      isPublished: true,
    })
  })

  it('asks a weekly event for week days and times from the half-hourly list', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Title/), 'Weekly Coffee Chat')
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }))
    expect(screen.queryByLabelText(/^Starts/)).toBeNull()
    const startTime = screen.getByLabelText(/^Start time/)
    expect(within(startTime).getAllByRole('option').map((option) => option.textContent)).toHaveLength(49)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const days = screen.getByRole('group', { name: /On these days/ })
    await waitFor(() => expect(days).toHaveAccessibleDescription(eventMessages.weekDaysRequired))
    expect(startTime).toHaveAccessibleDescription(eventMessages.startTimeRequired)
    expect(onSave).not.toHaveBeenCalled()

    await userEvent.click(within(days).getByRole('checkbox', { name: 'Thursday' }))
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Tuesday' }))
    await userEvent.selectOptions(startTime, '7:00 PM')
    await userEvent.selectOptions(screen.getByLabelText(/^End time/), '8:30 PM')
    fireEvent.change(screen.getByLabelText(/^First day/), { target: { value: '2025-01-06' } })
    await userEvent.selectOptions(screen.getByLabelText(/^Time zone/), 'GMT-05:00')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toMatchObject({
      repeat: 'weekly',
      timeZone: 'GMT-05:00',
      startsOn: '2025-01-06',
      weekDays: ['TU', 'TH'],
      startTime: '7:00 PM',
      endTime: '8:30 PM',
      repeatUntil: null,
    })
  })

  it('offers a custom rule only to keep the one an event has', () => {
    renderForm()
    expect(screen.queryByRole('radio', { name: 'Custom rule' })).toBeNull()
  })

  it('keeps a custom rule when editing, and shows the server message for a field under it', () => {
    const error = {
      graphQLErrors: [
        { message: 'Errors prevented this form from being saved', extensions: { code: 'BAD_USER_INPUT', properties: { messages: { imageUrl: ['Upload the image again: only a file you uploaded can be attached'] } } } },
      ],
    }
    renderForm({
      defaultValues: { ...NEW_EVENT_VALUES, title: 'Hot Seat', repeat: 'custom', startsAt: '2025-01-04T10:00', endsAt: '2025-01-04T12:00', recurrenceRule: 'FREQ=MONTHLY;BYDAY=1SA' },
      error,
    })
    expect(screen.getByRole('radio', { name: 'Custom rule' })).toBeChecked()
    expect(screen.getByLabelText(/^Recurrence rule/)).toHaveValue('FREQ=MONTHLY;BYDAY=1SA')
    expect(screen.getByLabelText('Or a link to an image')).toHaveAccessibleDescription('Upload the image again: only a file you uploaded can be attached')
  })
})

import '@/components/ui/Markdown/happyDomShim'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { lessonMessages } from '@common/validation/courses.lessons'
import { renderWithProviders } from '@/test/renderWithProviders'
import { testUser } from '@/test/testUser'
import { blankLesson, LessonForm } from './LessonForm'

function renderForm(props: Partial<Parameters<typeof LessonForm>[0]> = {}) {
  const onSave = vi.fn()
  renderWithProviders(<LessonForm defaultValues={blankLesson} uploads={{}} onSave={onSave} loading={false} {...props} />, {
    user: testUser({ pageAccess: { editLesson: true } }),
  })
  return onSave
}

describe('LessonForm', () => {
  it('a Video Lesson needs a YouTube or Vimeo link (or an MP4), and sends the duration in seconds', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Name/), 'Finding clients')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^YouTube or Vimeo link/)).toHaveAccessibleDescription(lessonMessages.videoRequired))
    await userEvent.type(screen.getByLabelText(/^YouTube or Vimeo link/), 'https://example.com/talk')
    await userEvent.type(screen.getByLabelText('Duration'), '99:99')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^YouTube or Vimeo link/)).toHaveAccessibleDescription(lessonMessages.videoUrl))
    expect(screen.getByLabelText('Duration')).toHaveAccessibleDescription(lessonMessages.duration)
    expect(onSave).not.toHaveBeenCalled()

    await userEvent.clear(screen.getByLabelText(/^YouTube or Vimeo link/))
    await userEvent.type(screen.getByLabelText(/^YouTube or Vimeo link/), 'https://youtu.be/dQw4w9WgXcQ')
    await userEvent.clear(screen.getByLabelText('Duration'))
    await userEvent.type(screen.getByLabelText('Duration'), '12:30')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toMatchObject({ name: 'Finding clients', type: 'Video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', duration: 750, isPublished: true })
  })

  it('an Image/Text Only lesson has no video box and needs an image or text, shown in the preview', async () => {
    const onSave = renderForm()
    await userEvent.type(screen.getByLabelText(/^Name/), 'Inbox Zero')
    await userEvent.selectOptions(screen.getByLabelText(/^Type/), 'Image/Text Only')
    expect(screen.queryByLabelText(/^YouTube or Vimeo link/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText('Lesson text')).toHaveAccessibleDescription(lessonMessages.imageOrContentRequired))
    await userEvent.type(screen.getByLabelText('Lesson text'), '## Three folders')
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Three folders' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toMatchObject({ type: 'Image/Text Only', videoUrl: null, content: '## Three folders', duration: null })
  })
})

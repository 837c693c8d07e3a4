// The test DOM behaves like a browser where DOMPurify depends on it (before anything imports dompurify).
import '@/components/ui/Markdown/happyDomShim'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { featureChangelogMessages } from '@common/validation/featureChangelog'
import { FeatureChangelogEntryForm } from './FeatureChangelogEntryForm'

const blank = { title: '', version: '', releasedOn: '2026-05-01', description: '', isPublished: false }

describe('FeatureChangelogEntryForm', () => {
  it('previews the markdown description as the public page renders it, without raw HTML', async () => {
    render(<FeatureChangelogEntryForm defaultValues={blank} onSave={vi.fn()} loading={false} />)
    await userEvent.type(screen.getByLabelText('Description'), '**Faster** search{enter}{enter}- one{enter}- two{enter}{enter}<img src=x onerror=alert(1)>')
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const preview = screen.getByRole('region', { name: 'Description preview' })
    expect(within(preview).getByText('Faster').tagName).toBe('STRONG')
    expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two'])
    expect(preview.querySelector('[onerror]')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Write' }))
    expect(screen.getByLabelText('Description')).toBeVisible()
  })

  it('refuses an entry without a title or a real date, and sends a valid one trimmed', async () => {
    const onSave = vi.fn()
    render(<FeatureChangelogEntryForm defaultValues={{ ...blank, releasedOn: null }} onSave={onSave} loading={false} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(featureChangelogMessages.titleRequired))
    expect(screen.getByLabelText(/^Released on/)).toHaveAccessibleDescription(featureChangelogMessages.releasedOnRequired)
    expect(onSave).not.toHaveBeenCalled()

    await userEvent.type(screen.getByLabelText(/^Title/), '  Redirect rules ')
    await userEvent.type(screen.getByLabelText(/^Released on/), '2026-05-02')
    await userEvent.click(screen.getByLabelText(/^Published/))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toEqual({ title: 'Redirect rules', version: null, releasedOn: '2026-05-02', description: '', isPublished: true })
  })
})

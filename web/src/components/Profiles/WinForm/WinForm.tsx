// Post a win: a title, optional words and an optional image (uploaded at once, up to 10mb; the
// upload route enforces the limit and the field says so before sending). The same schema as the
// server (common/validation/profiles.ts winSchema).
import { gql, useMutation } from '@apollo/client'
import { useState } from 'react'
import { FILE_CATEGORY_EXTENSIONS } from '@common/files'
import { winSchema, type WinInput, type WinValues } from '@common/validation/profiles'
import { notifySuccess } from '@/lib/toast'
import type { CreateWinMutation, CreateWinMutationVariables } from '@/types/graphql'
import { FileUploadField } from '@/components/ui/FileUpload/FileUpload'
import { Form, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'

export const CREATE_WIN = gql`
  mutation CreateWin($input: WinInput!) {
    createWin(input: $input) {
      id
      title
      description
      imageUrl
      wonOn
      createdAt
    }
  }
`

export const WIN_POSTED = 'Your win was posted.'

export function WinForm({ profileId }: { profileId: number }) {
  // A new form after each post: the fields and the chosen image start empty again.
  const [round, setRound] = useState(0)
  const [createWin, { error, loading }] = useMutation<CreateWinMutation, CreateWinMutationVariables>(CREATE_WIN, {
    update(cache, { data }) {
      if (!data) return
      cache.modify({
        id: cache.identify({ __typename: 'Profile', id: profileId }),
        fields: {
          wins: (existing, { toReference }) => [toReference({ __typename: 'ProfileWin', id: data.createWin.id }), ...(Array.isArray(existing) ? existing : [])],
        },
      })
    },
  })

  const onSubmit = async (values: WinValues) => {
    try {
      await createWin({ variables: { input: values } })
    } catch {
      return // shown by the form (the mutation's error)
    }
    notifySuccess(WIN_POSTED)
    setRound((n) => n + 1)
  }

  return (
    <section aria-labelledby="post-win-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="post-win-heading" className="text-lg font-semibold text-slate-900">
        Share a win
      </h2>
      <Form<WinInput, WinValues> key={round} schema={winSchema} onSubmit={onSubmit} error={error} defaultValues={{ title: '', description: '', image: null }} aria-label="Share a win" className="mt-4 space-y-4">
        <TextField name="title" label="Title" placeholder="Landed my first client" required />
        <TextAreaField name="description" label="Tell the tribe about it (optional)" rows={3} />
        <FileUploadField name="image" label="Image (optional)" accept={FILE_CATEGORY_EXTENSIONS.images} purpose="win-image" />
        <SubmitButton loading={loading} loadingLabel="Posting...">
          Post Win
        </SubmitButton>
      </Form>
    </section>
  )
}

export default WinForm

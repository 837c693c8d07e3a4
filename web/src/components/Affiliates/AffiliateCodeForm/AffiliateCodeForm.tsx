// Choosing the link code, once: letters, digits and dashes (affiliateCodeProblem, the service's
// own rule, checked here first). What the service refuses (a code another affiliate, a funnel, a
// redirect rule or the app already uses) shows on the field too.
import { zodResolver } from '@hookform/resolvers/zod'
import { gql, useMutation } from '@apollo/client'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { getFieldErrors, getGraphQLErrorMessage } from '@/lib/errors'
import { notifySuccess } from '@/lib/toast'
import type { ChooseAffiliateCodeMutation, ChooseAffiliateCodeMutationVariables } from '@/types/graphql'
import { Form, SubmitButton, TextField } from '@/components/ui/Form/Form'
import { affiliateCodeProblem, AFFILIATE_CODE_MAX, normalizeAffiliateCode } from '@common/affiliates'

export const CHOOSE_CODE = gql`
  mutation ChooseAffiliateCode($code: String!) {
    chooseAffiliateCode(code: $code) {
      id
      code
      codeChosen
    }
  }
`

const codeSchema = z.object({
  code: z
    .string()
    .transform(normalizeAffiliateCode)
    .superRefine((code, ctx) => {
      const problem = affiliateCodeProblem(code)
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
    }),
})

type Values = z.input<typeof codeSchema>

export const CODE_SAVED = 'Link code saved'

/** `onChosen` runs after the save (the links are then fetched again with the new code). */
export function AffiliateCodeForm({ currentCode, onChosen }: { currentCode: string; onChosen?: () => void }) {
  const [choose, { loading, error }] = useMutation<ChooseAffiliateCodeMutation, ChooseAffiliateCodeMutationVariables>(CHOOSE_CODE)
  const methods = useForm<Values, unknown, z.output<typeof codeSchema>>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })

  useEffect(() => {
    // Whether the service sent a field message or a plain one, it is about the code.
    if (!error) return
    methods.setError('code', { type: 'server', message: getFieldErrors(error).code?.join(' ') ?? getGraphQLErrorMessage(error) })
  }, [error, methods])

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      await choose({ variables: { code } })
      notifySuccess(CODE_SAVED)
      onChosen?.()
    } catch {
      // Shown on the field (the effect above).
    }
  }

  return (
    <section aria-labelledby="choose-code" className="rounded-xl border border-brand-200 bg-brand-50/40 p-5">
      <h2 id="choose-code" className="font-semibold text-slate-900">
        Choose your link code
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your links end with your code (now <span className="font-mono">{currentCode}</span>). Pick one people will remember; you
        can choose it only once.
      </p>
      <Form formMethods={methods} onSubmit={onSubmit} className="mt-4 sm:flex sm:items-start sm:gap-3 sm:space-y-0" aria-label="Choose your link code">
        <TextField
          name="code"
          label="Link code"
          hint="Letters, digits and dashes"
          autoComplete="off"
          maxLength={AFFILIATE_CODE_MAX}
          className="sm:w-80"
          required
        />
        <SubmitButton loading={loading} loadingLabel="Saving..." className="sm:mt-6">
          Save code
        </SubmitButton>
      </Form>
    </section>
  )
}

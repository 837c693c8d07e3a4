// What a New or Edit form does with its values: save them, and once saved say so and move on (to
// the record's page, say). A refused save stays on the form: the mutation's `error`, passed to the
// Form, shows its message with the field messages on the fields, so nothing else is said here.
import { notifySuccess } from '@/lib/toast'

/**
 * The form's onSave. `save` resolves to what was saved (a mutation's result, or the created record);
 * nothing (a create that answered no record) stops there. `then` gets what was saved and the values.
 */
export function submitThen<A extends unknown[], R>(save: (...args: A) => Promise<R | null | undefined>, success: string, then: (saved: NonNullable<R>, ...args: A) => void) {
  return async (...args: A) => {
    let saved: R | null | undefined
    try {
      saved = await save(...args)
    } catch {
      return
    }
    if (saved == null) return
    notifySuccess(success)
    then(saved, ...args)
  }
}

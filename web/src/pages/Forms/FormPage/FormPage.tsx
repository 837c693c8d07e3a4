// /forms/{id}: one form, its editor and its responses.
import { FormCell } from '@/components/Forms/FormCell/FormCell'

export default function FormPage({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <FormCell id={id} />
    </div>
  )
}

// The offer's payment terms as radio cards; the choice goes to the address (?term=).
import { formatPeso } from '@/lib/format'
import { setQueryParams } from '@/lib/useQueryParam'
import { termDescription } from '../checkoutText'
import type { Offer } from '../offer'

export function PaymentTermChoice({ terms, termId }: { terms: Offer['terms']; termId: string }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <legend className="px-1 text-base font-semibold text-slate-900">Payment term</legend>
      <div className="mt-2 space-y-2">
        {terms.map((term) => (
          <label
            key={term.id}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="term"
              value={term.id}
              checked={term.id === termId}
              onChange={() => setQueryParams({ term: term.id }, { replace: true })}
              className="mt-1"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{term.name}</span>
              <span className="block text-sm text-slate-600">{termDescription(term)}</span>
            </span>
            <span className="font-medium text-slate-900">{formatPeso(term.total)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

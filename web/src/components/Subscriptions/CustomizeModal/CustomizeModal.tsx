// 'Manual Subscribe for this funnel' (the Enroll to Funnel tab's Customize): start day <-> start
// date and validity days <-> validity date kept in sync (customize.ts); blank validity = no expiry
// (year 9999); the payment term from the funnel's terms, default 'one-time'. Applying hands the
// values back to the tab, which sends them with the selected funnels.
import { useState } from 'react'
import { Button } from '@/components/ui/Button/Button'
import { controlClass } from '@/components/ui/Form/FieldShell'
import { Modal } from '@/components/ui/Modal/Modal'
import {
  NO_EXPIRY_LABEL,
  initialCustomize,
  withStartDate,
  withStartDays,
  withValidityDate,
  withValidityDays,
  type CustomizeValues,
} from './customize'

export const CUSTOMIZE_TITLE = 'Manual Subscribe for this funnel'

export type CustomizableFunnel = { id: string; name: string; validityByDays?: number | null; funnelPaymentTerm?: { paymentTermId: string }[] | null }

/** The funnel's payment terms, 'one-time' first and always offered. */
export function termChoices(funnel: CustomizableFunnel): string[] {
  const offered = (funnel.funnelPaymentTerm ?? []).map((term) => term.paymentTermId)
  return ['one-time', ...offered.filter((id) => id !== 'one-time')]
}

function Field({ id, label, children, hint }: { id: string; label: string; children: React.ReactNode; hint?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  )
}

export function CustomizeModal({
  funnel,
  today,
  values,
  onApply,
  onClose,
}: {
  funnel: CustomizableFunnel
  /** Today's Manila date 'YYYY-MM-DD'. */
  today: string
  /** The values chosen before (else the funnel's defaults). */
  values?: CustomizeValues
  onApply: (values: CustomizeValues) => void
  onClose: () => void
}) {
  const [draft, setDraft] = useState<CustomizeValues>(values ?? initialCustomize(funnel.validityByDays, today))
  const idFor = (name: string) => `customize-${funnel.id}-${name}`
  return (
    <Modal
      open
      onClose={onClose}
      title={CUSTOMIZE_TITLE}
      className="sm:max-w-[500px]"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onApply(draft)}>Apply</Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-600">{funnel.name}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={idFor('start-days')} label="Start Day" hint="Days from today (0 = today)">
          <input
            id={idFor('start-days')}
            inputMode="numeric"
            className={controlClass(false)}
            value={draft.startByDays}
            onChange={(e) => setDraft(withStartDays(draft, e.target.value, today))}
          />
        </Field>
        <Field id={idFor('start-date')} label="Start Date">
          <input id={idFor('start-date')} type="date" className={controlClass(false)} value={draft.startDate} onChange={(e) => setDraft(withStartDate(draft, e.target.value, today))} />
        </Field>
        <Field id={idFor('validity-days')} label="Validity (days)" hint="Blank = no expiry">
          <input
            id={idFor('validity-days')}
            inputMode="numeric"
            className={controlClass(false)}
            value={draft.validityByDays}
            onChange={(e) => setDraft(withValidityDays(draft, e.target.value))}
          />
        </Field>
        <Field id={idFor('validity-date')} label="Validity Date" hint={draft.validityDate ? undefined : NO_EXPIRY_LABEL}>
          <input
            id={idFor('validity-date')}
            type="date"
            className={controlClass(false)}
            value={draft.validityDate}
            onChange={(e) => setDraft(withValidityDate(draft, e.target.value))}
          />
        </Field>
        <Field id={idFor('term')} label="Payment Term">
          <select id={idFor('term')} className={controlClass(false)} value={draft.paymentTerm} onChange={(e) => setDraft({ ...draft, paymentTerm: e.target.value })}>
            {termChoices(funnel).map((term) => (
              <option key={term} value={term}>
                {term}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </Modal>
  )
}

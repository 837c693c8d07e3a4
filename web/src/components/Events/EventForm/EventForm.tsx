// The event form, for new and edit: eventSchema checks it here and the service checks the same, so a
// message shows under its field before anything is sent; the server's refusals show there too.
// Times are wall times in the chosen zone of the spec's list (GMT+08:00, Singapore = Manila time,
// by default); a weekly event takes its week days and the half-hourly times instead of date-times.
import { useFormContext, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { HALF_HOUR_TIMES, TIME_ZONES, WEEK_DAYS, timeZoneLabel } from '@common/timeZones'
import { EVENT_AUDIENCES, EVENT_AUDIENCE_LABELS, eventSchema, type EventRepeat } from '@common/validation/events'
import { CheckboxField, Form, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { FieldMessage, useField } from '@/components/ui/Form/FieldShell'
import { EventImageField } from '../EventImageField/EventImageField'

/** What the form holds (and the API takes): common/validation/events.ts's input. */
export type EventFormValues = z.input<typeof eventSchema>
/** What the form submits: the schema's output (trimmed, blanks as null, defaults filled). */
export type EventValues = z.output<typeof eventSchema>

export type EventFormProps = {
  /** Where the fields start: a new event's defaults, or the one being edited. */
  defaultValues: EventFormValues
  /** Where the stored image shows (the event's imagePreviewUrl), when editing one that has it. */
  imagePreviewUrl?: string | null
  onSave: (values: EventValues) => void
  /** The mutation's error: its field messages show under the fields. */
  error?: unknown
  loading: boolean
}

/** A new event's values: one-off, in Singapore/Manila time, for members, published. */
export const NEW_EVENT_VALUES: EventFormValues = {
  title: '',
  description: '',
  imageUrl: '',
  timeZone: 'GMT+08:00',
  repeat: 'none',
  startsAt: '',
  endsAt: '',
  startsOn: '',
  weekDays: [],
  startTime: '',
  endTime: '',
  repeatUntil: '',
  recurrenceRule: '',
  zoomLink: '',
  recordingUrl: '',
  audience: 'member',
  isPublished: true,
}

const timeZoneOptions = TIME_ZONES.map((zone) => ({ value: zone.value, label: timeZoneLabel(zone) }))
const timeOptions = HALF_HOUR_TIMES.map((time) => ({ value: time, label: time }))
const audienceOptions = EVENT_AUDIENCES.map((audience) => ({ value: audience, label: EVENT_AUDIENCE_LABELS[audience] }))

export function EventForm({ defaultValues, imagePreviewUrl, onSave, error, loading }: EventFormProps) {
  // A custom rule is offered only to keep one an event already has (the weekly form covers the rest).
  const repeats: { value: EventRepeat; label: string }[] = [
    { value: 'none', label: 'Does not repeat' },
    { value: 'weekly', label: 'Weekly' },
    ...(defaultValues.repeat === 'custom' ? [{ value: 'custom' as const, label: 'Custom rule' }] : []),
  ]
  return (
    <Form schema={eventSchema} defaultValues={defaultValues} onSubmit={onSave} error={error} aria-label="Event" className="max-w-3xl">
      <TextField name="title" label="Title" required maxLength={200} />
      <TextAreaField name="description" label="Description" rows={5} />
      <EventImageField initialPreviewUrl={imagePreviewUrl ?? null} />
      <SelectField
        name="timeZone"
        label="Time zone"
        options={timeZoneOptions}
        required
        hint="The dates and times below are in this zone. GMT+08:00 is Manila time."
      />
      <RadioGroup name="repeat" legend="Repeat" options={repeats} />
      <ScheduleFields />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="zoomLink" label="Zoom link" type="url" inputMode="url" placeholder="https://zoom.us/j/..." />
        <TextField name="recordingUrl" label="Recording URL" type="url" inputMode="url" placeholder="https://..." />
      </div>
      <SelectField name="audience" label="Audience" options={audienceOptions} required hint="Who sees the event." />
      <CheckboxField name="isPublished" label="Published" hint="Members see only published events; unpublishing hides it at once." />
      <SubmitButton loading={loading} loadingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  )
}

/** The fields of the chosen repeat: date-times, or the week days and times of a weekly series. */
function ScheduleFields() {
  const repeat = useWatch({ name: 'repeat' }) as EventRepeat
  if (repeat === 'weekly') {
    return (
      <div className="space-y-5 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
        <WeekDaysField />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField name="startTime" label="Start time" options={timeOptions} placeholder="Choose a time" required />
          <SelectField name="endTime" label="End time" options={timeOptions} placeholder="Choose a time" required />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="startsOn" label="First day" type="date" required hint="The first session is the first chosen day from here." />
          <TextField name="repeatUntil" label="Repeat until" type="date" hint="Optional: the last day of the series." />
        </div>
      </div>
    )
  }
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="startsAt" label="Starts" type="datetime-local" required />
        <TextField name="endsAt" label="Ends" type="datetime-local" required />
      </div>
      {repeat === 'custom' && (
        <TextField
          name="recurrenceRule"
          label="Recurrence rule"
          required
          hint="An RFC 5545 RRULE, e.g. FREQ=MONTHLY;BYDAY=1SA. Choose Weekly to replace it."
        />
      )}
    </div>
  )
}

/** The week-day checkboxes (Sunday to Saturday): weekDays holds the checked RRULE codes. */
function WeekDaysField() {
  const { register } = useFormContext()
  const f = useField('weekDays', 'Week days', null, true)
  return (
    <fieldset aria-describedby={f.aria['aria-describedby']} aria-invalid={f.aria['aria-invalid']}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        On these days<span className="ml-0.5 text-red-600" aria-hidden="true">*</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {WEEK_DAYS.map((day) => (
          <label
            key={day.code}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
          >
            <input type="checkbox" value={day.code} className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500" {...register('weekDays')} />
            {day.name}
          </label>
        ))}
      </div>
      <FieldMessage hintId={f.hintId} message={f.message} errorId={f.errorId} />
    </fieldset>
  )
}

/** Radio buttons for one field, in a fieldset named by `legend`. */
function RadioGroup({ name, legend, options }: { name: string; legend: string; options: { value: string; label: string }[] }) {
  const { register } = useFormContext()
  const f = useField(name, legend, null, false)
  return (
    <fieldset aria-describedby={f.aria['aria-describedby']}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" value={option.value} className="h-4 w-4 border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500" {...register(name)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage hintId={f.hintId} message={f.message} errorId={f.errorId} />
    </fieldset>
  )
}

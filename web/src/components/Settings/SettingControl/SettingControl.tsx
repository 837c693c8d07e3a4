// One setting as a control of its type, saved on its own with a toast:
//   boolean  a switch, saved the moment it is flipped ('true' / 'false')
//   number   a number box            url   a link box (https://... or a /path on this site)
//   string   a text box              json  a text area that must hold valid JSON
// Boxes are checked with the server's own schema (common/validation/settings.ts) before anything is
// sent, and show the server's message under the box when it refuses.
import { useMutation } from '@apollo/client'
import clsx from 'clsx'
import { useEffect, useId, useState } from 'react'
import { settingValueSchema, SETTING_TYPES, type SettingType } from '@common/validation/settings'
import { notifyError, notifySuccess } from '@/lib/toast'
import { buttonClassName } from '@/components/ui/Button/Button'
import { Form, SubmitButton, TextAreaField, TextField } from '@/components/ui/Form/Form'
import { Spinner } from '@/components/ui/Spinner/Spinner'
import type { SettingMutation, SettingRow } from '../settingMutations'

type Props = {
  setting: SettingRow
  /** What people read ('Workshop is live'); the setting's name is shown beside it. */
  label: string
  /** The page's own save (its flag): updateDefaultSetting, updateLiveWorkshop...Setting. */
  mutation: SettingMutation
}

/** The type as the controls know it; an unknown type is edited as text. */
const typeOf = (type: string): SettingType => ((SETTING_TYPES as readonly string[]).includes(type) ? (type as SettingType) : 'string')

export function SettingControl({ setting, label, mutation }: Props) {
  const [save, { loading, error }] = useMutation<unknown, { id: number; value: string }>(mutation)
  const type = typeOf(setting.type)

  const saveValue = async (value: string) => {
    try {
      await save({ variables: { id: setting.id, value } })
    } catch (saveError) {
      // A switch has no box to show the message under: say it in a toast. Boxes show it under themselves.
      if (type === 'boolean') notifyError(saveError)
      return false
    }
    notifySuccess(`${label} saved`)
    return true
  }

  if (type === 'boolean') return <SettingSwitch setting={setting} label={label} saving={loading} onChange={saveValue} />
  return <SettingBox setting={setting} label={label} type={type} saving={loading} error={error} onSave={saveValue} />
}

/** An on/off switch (role="switch"), saved when flipped; it shows the stored state, and the one being saved while saving. */
function SettingSwitch({ setting, label, saving, onChange }: {
  setting: SettingRow
  label: string
  saving: boolean
  onChange: (value: string) => Promise<boolean>
}) {
  const labelId = useId()
  const [pending, setPending] = useState<boolean | null>(null)
  const stored = setting.value === 'true'
  const on = pending ?? stored
  // The saved value arrives through the cache (Setting:<id>): from then on the stored one shows.
  useEffect(() => setPending(null), [setting.value])
  const flip = async () => {
    setPending(!on)
    // Refused: back to what is stored.
    if (!(await onChange(String(!on)))) setPending(null)
  }
  return (
    <div className="flex items-start justify-between gap-4">
      <SettingLabel id={labelId} label={label} setting={setting} />
      <div className="flex shrink-0 items-center gap-2">
        {saving && <Spinner size="sm" />}
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          disabled={saving}
          onClick={flip}
          className={clsx(
            'relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full border-2 border-transparent transition-colors',
            'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70',
            on ? 'bg-brand-600' : 'bg-slate-300',
          )}
        >
          <span
            aria-hidden="true"
            className={clsx('inline-block h-5 w-5 transform rounded-full bg-white shadow ring-0 transition', on ? 'translate-x-5' : 'translate-x-0')}
          />
        </button>
        <span aria-hidden="true" className="w-7 text-sm text-slate-600">
          {on ? 'On' : 'Off'}
        </span>
      </div>
    </div>
  )
}

/** A box of its type with its own Save button; the schema of the type checks it first. */
function SettingBox({ setting, label, type, saving, error, onSave }: {
  setting: SettingRow
  label: string
  type: Exclude<SettingType, 'boolean'>
  saving: boolean
  error: unknown
  onSave: (value: string) => Promise<boolean>
}) {
  const hint = (
    <>
      <code className="text-slate-500">{setting.name}</code>
      {setting.description ? ` · ${setting.description}` : ''}
    </>
  )
  const schema = settingValueSchema(type)
  return (
    <Form schema={schema} defaultValues={{ value: setting.value }} onSubmit={({ value }) => onSave(value)} error={error}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          {type === 'json' ? (
            <TextAreaField name="value" label={label} hint={hint} rows={6} spellCheck={false} className="font-mono [&_textarea]:font-mono" />
          ) : type === 'text' ? (
            <TextAreaField name="value" label={label} hint={hint} rows={10} />
          ) : (
            <TextField
              name="value"
              label={label}
              hint={hint}
              type={type === 'url' ? 'url' : type === 'datetime' ? 'datetime-local' : 'text'}
              inputMode={type === 'number' ? 'decimal' : type === 'url' ? 'url' : undefined}
              placeholder={type === 'url' ? 'https://...' : undefined}
              autoComplete="off"
            />
          )}
        </div>
        <div className="flex shrink-0 gap-2 self-start sm:mt-[26px]">
          <SubmitButton variant="secondary" loading={saving} loadingLabel="Saving..." className="relative">
            Save<span className="sr-only"> {label}</span>
          </SubmitButton>
          {type === 'url' && setting.value && (
            <a href={setting.value} target="_blank" rel="noreferrer noopener" className={buttonClassName('ghost', 'md', 'relative')}>
              Open<span className="sr-only"> the saved {label}</span>
            </a>
          )}
        </div>
      </div>
    </Form>
  )
}

function SettingLabel({ id, label, setting }: { id: string; label: string; setting: SettingRow }) {
  return (
    <div className="min-w-0">
      <p id={id} className="text-sm font-medium text-slate-900">
        {label}
      </p>
      <p className="mt-0.5 break-words text-xs text-slate-500">
        <code>{setting.name}</code>
        {setting.description ? ` · ${setting.description}` : ''}
      </p>
    </div>
  )
}

import { describe, expect, it } from 'vitest'
import { settingLabel, workshopGroups, workshopKey } from './settingLabels'

describe('settingLabel', () => {
  it('names the workshop keys, with or without the -exp suffix, and other settings in words', () => {
    expect(settingLabel('enable-live-workshop')).toBe('Enable live workshop')
    expect(settingLabel('workshop-master-link-exp')).toBe('Workshop master link')
    expect(settingLabel('zoom-day-2')).toBe('Day 2 Zoom link')
    expect(settingLabel('date-day-2-exp')).toBe('Day 2 starts (Manila time)')
    expect(settingLabel('recording-day-3-exp')).toBe('Day 3 recording')
    expect(settingLabel('freebie-day-1')).toBe('Day 1 freebie')
    expect(settingLabel('enable-challenge-buddies')).toBe('Enable challenge buddies')
    expect(settingLabel('staff-upload-quota-mb')).toBe('Staff upload quota (MB a day)')
    expect(settingLabel('reminder-payment-upcoming-1')).toBe('Reminder: payment due tomorrow')
    expect(workshopKey('zoom-day-1-exp')).toBe('zoom-day-1')
  })
})

describe('workshopGroups', () => {
  it('groups the switches and master link first, then each day in order, unknown keys last', () => {
    // In name order, as the API answers them.
    const names = [
      'enable-live-workshop-exp', 'freebie-day-1-exp', 'freebie-day-2-exp', 'recording-day-1-exp', 'recording-day-2-exp',
      'surprise-exp', 'workshop-is-live-exp', 'workshop-master-link-exp', 'zoom-day-1-exp', 'zoom-day-2-exp',
    ]
    const groups = workshopGroups(names.map((name) => ({ name })))
    expect(groups.map((group) => [group.title, group.settings.map((s) => s.name)])).toEqual([
      ['Workshop', ['enable-live-workshop-exp', 'workshop-is-live-exp', 'workshop-master-link-exp']],
      ['Day 1', ['zoom-day-1-exp', 'recording-day-1-exp', 'freebie-day-1-exp']],
      ['Day 2', ['zoom-day-2-exp', 'recording-day-2-exp', 'freebie-day-2-exp']],
      ['Other', ['surprise-exp']],
    ])
  })
})

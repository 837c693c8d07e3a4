// What a member row shows: the stage (or Stage 0), Tribe Points, the last activity (or that there
// is none), the sub-group column on whole-group lists only, and the viewer's own row marked.
import { LocationProvider } from '@redwoodjs/router'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PeopleTable, type Person } from './PeopleTable'

const person = (overrides: Partial<Person>): Person => ({
  __typename: 'GroupPerson',
  id: 1,
  firstName: 'Ana',
  lastName: 'Aquino',
  slug: 'ana',
  profileImage: null,
  stage: null,
  points: 0,
  lastActivityAt: null,
  subGroup: null,
  ...overrides,
})

const people = [
  person({ id: 1, stage: { __typename: 'GroupPersonStage', id: 5, number: 2, name: 'Launch' }, points: 1520, lastActivityAt: '2026-11-20T01:00:00.000Z', subGroup: { __typename: 'GroupPersonSubGroup', id: 3, name: 'North' } }),
  person({ id: 2, firstName: 'Ben', lastName: 'Bautista' }),
]

function renderTable(props: Partial<Parameters<typeof PeopleTable>[0]> = {}) {
  window.history.replaceState({}, '', '/view-group')
  return render(
    <LocationProvider>
      <PeopleTable label="Group members" people={people} totalCount={12} {...props} />
    </LocationProvider>,
  )
}

describe('PeopleTable', () => {
  it('shows stage, points and last activity, with Stage 0 and "No activity yet" when there are none', () => {
    renderTable({ showSubGroup: true })
    const table = screen.getByRole('table', { name: 'Group members' })
    const ana = within(table).getByRole('row', { name: /Ana Aquino/ })
    expect(ana).toHaveTextContent('Stage 2: Launch')
    expect(ana).toHaveTextContent('1,520')
    expect(ana).toHaveTextContent('Fri, 11/20/2026')
    expect(ana).toHaveTextContent('North')
    const ben = within(table).getByRole('row', { name: /Ben Bautista/ })
    expect(ben).toHaveTextContent('Stage 0')
    expect(ben).toHaveTextContent('No activity yet')
    expect(screen.getByText('1-10 of 12 items')).toBeInTheDocument()
  })

  it('has no Sub-group column unless asked, and marks the viewer', () => {
    renderTable({ youId: 2 })
    expect(screen.queryByRole('columnheader', { name: 'Sub-group' })).toBeNull()
    expect(screen.getByRole('row', { name: /Ben Bautista \(you\)/ })).toBeInTheDocument()
    expect(screen.queryByRole('row', { name: /Ana Aquino \(you\)/ })).toBeNull()
  })
})

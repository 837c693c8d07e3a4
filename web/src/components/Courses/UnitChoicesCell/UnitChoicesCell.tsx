// The unit a new lesson goes into: up to 20 units matching the search (unitChoices), named with
// their course, as a select registered with the surrounding Form as `unitId`.
import { gql } from '@apollo/client'
import { createCell, type CellSuccessProps } from '@/lib/cell'
import type { UnitChoicesQuery, UnitChoicesQueryVariables } from '@/types/graphql'
import { SelectField } from '@/components/ui/Form/Form'

export const QUERY = gql`
  query UnitChoices($search: String, $id: Int) {
    unitChoices(search: $search, id: $id) {
      id
      name
      courseId
      courseName
    }
  }
`

const field = { name: 'unitId', label: 'Unit', required: true }

export const Loading = () => <SelectField {...field} options={[]} placeholder="Loading units..." disabled />
export const Empty = () => <SelectField {...field} options={[]} placeholder="No unit matches" />
export const Success = ({ unitChoices }: CellSuccessProps<UnitChoicesQueryVariables, UnitChoicesQuery>) => (
  <SelectField {...field} placeholder="Choose a unit" options={unitChoices.map((unit) => ({ value: unit.id, label: `${unit.courseName} › ${unit.name}` }))} />
)

export const UnitChoicesCell = createCell<UnitChoicesQueryVariables, UnitChoicesQuery>({ QUERY, Loading, Empty, Success, displayName: 'UnitChoicesCell' })

export default UnitChoicesCell

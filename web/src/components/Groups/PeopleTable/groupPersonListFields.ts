// One server page of people as PeopleTable renders it: a group's or sub-group's members
// (MyGroupMembersCell, SubGroupMembersCell) and a buddy group's buddies (the two buddies cells).
import { gql } from '@apollo/client'
import { GROUP_PERSON_FIELDS } from './groupPersonFields'

export const GROUP_PERSON_LIST_FIELDS = gql`
  fragment GroupPersonListFields on GroupPersonList {
    items {
      ...GroupPersonFields
    }
    totalCount
    page
    pageSize
  }
  ${GROUP_PERSON_FIELDS}
`

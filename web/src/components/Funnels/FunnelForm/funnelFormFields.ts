// A funnel as FunnelForm edits it: the edit page (EditFunnel, which also asks for productId) and its
// save answer (UpdateFunnel) select these same fields.
import { gql } from '@apollo/client'

export const FUNNEL_FORM_FIELDS = gql`
  fragment FunnelFormFields on Funnel {
    id
    name
    slug
    price
    validityByDays
    isOpen
    funnelPaymentTerm {
      paymentTermId
    }
  }
`

// The payment schedule mutations every billing screen uses (view-subscription Payment Records and
// /payment), with their verbatim toasts (docs/product.md, "paymentSchedules").
import { gql } from '@apollo/client'
import { paymentScheduleMessages } from '@common/validation/paymentSchedules'

export const ADD_PAYMENT_SCHEDULE = gql`
  mutation AddPaymentSchedule($input: AddPaymentScheduleInput!) {
    addPaymentSchedule(input: $input) {
      id
    }
  }
`

export const UPDATE_PAYMENT_SCHEDULE = gql`
  mutation UpdatePaymentSchedule($id: String!, $input: UpdatePaymentScheduleInput!) {
    updatePaymentSchedule(id: $id, input: $input) {
      id
    }
  }
`

export const APPROVE_PAYMENT = gql`
  mutation ApprovePaymentScheduleTransaction($id: String!, $paymentPlatform: String!, $externalInvoiceId: String) {
    approvePaymentScheduleTransaction(id: $id, paymentPlatform: $paymentPlatform, externalInvoiceId: $externalInvoiceId) {
      id
    }
  }
`

export const REVOKE_PAYMENT = gql`
  mutation DisapprovePaymentScheduleTransaction($id: String!, $remarks: String!) {
    disapprovePaymentScheduleTransaction(id: $id, remarks: $remarks) {
      id
    }
  }
`

export const PAYMENT_TOASTS = {
  added: paymentScheduleMessages.added,
  updated: paymentScheduleMessages.updated,
  approved: paymentScheduleMessages.approved,
  revoked: paymentScheduleMessages.revoked,
}

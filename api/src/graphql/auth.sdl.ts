// Password reset, step 2: checking the e-mailed OTP (spec part 1 sections 3 and 7).
export const schema = /* GraphQL */ `
  type OtpValidation {
    isValid: Boolean!
    message: String!
  }

  input ValidateOtpInput {
    "The id forgotPassword answered (the reset request's id)."
    id: Int!
    "The six-digit code from the e-mail."
    otp: Int!
  }

  type Mutation {
    validateOtp(input: ValidateOtpInput!): OtpValidation! @skipAuth
  }
`

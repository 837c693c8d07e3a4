// Password reset, step 2: checking the e-mailed OTP (docs/product.md, "Password reset").
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

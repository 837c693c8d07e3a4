// Filling in forms (docs/product.md, "forms"): /form/{slug} (route viewForm) renders a published form built on
// /forms and stores a response; the Journey Form (slug journey-form) is one of them. FormField is
// the forms domain's type (forms.sdl.ts).
export const schema = /* GraphQL */ `
  "What the signed-in user answered last time (their past responses are kept)."
  type MyFormResponse {
    "field name -> answer (a list for multiple choice)."
    answers: JSONObject!
    submittedAt: DateTime!
  }

  "A published form as the person answering it sees it."
  type Form {
    id: Int!
    slug: String!
    title: String!
    description: String
    "Can be answered without signing in (then with a name and an e-mail)."
    isPublic: Boolean!
    fields: [FormField!]!
    "The signed-in user's latest response; null signed out or never answered."
    myLastResponse: MyFormResponse
  }

  "A signed-out respondent of a public form."
  input FormRespondentInput {
    name: String
    email: String
  }

  input FormSubmissionInput {
    "field name -> answer: text, a number, a 'YYYY-MM-DD' date, an option, or a list of options (multiple choice)."
    answers: JSONObject!
    """
    Signed out: the name and e-mail the form does not ask itself (its own "Full name" / "E-mail"
    questions are the respondent; none needed when it asks both). Ignored signed in (the user is
    the respondent).
    """
    respondent: FormRespondentInput
  }

  type FormSubmission {
    id: Int!
    formSlug: String!
    submittedAt: DateTime!
  }

  type Query {
    # @skipAuth: public forms are answered signed out; a members-only form answers UNAUTHENTICATED
    # to a signed-out caller (services/forms/fillableForm.ts).
    "A published form by slug; null when there is none or it is unpublished."
    form(slug: String!): Form @skipAuth
  }

  type Mutation {
    # @skipAuth: as form(slug). Signed-out responses need a public form, a name and an e-mail,
    # and are throttled per address like the signed-out bug report.
    """
    Stores a response to a published form. Bad answers: BAD_USER_INPUT with messages keyed
    answers.<field name> and respondent.name / respondent.email. Missing or unpublished: NOT_FOUND.
    """
    submitForm(slug: String!, input: FormSubmissionInput!): FormSubmission! @skipAuth
  }
`

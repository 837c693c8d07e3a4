// Forms back office (/forms[/{id}]; docs/product.md, "forms"): forms built by staff (answered at /form/{slug},
// the Journey Form among them), their responses, and the CSV export (GET
// /api/form-responses-export/{id}, api/src/functions/formResponsesExport.ts). The spec has two
// flags: forms (the list) and form (one form). Creating happens from the list and lands on the
// form's page, where it is edited, so every change needs the page that makes it: form.
// The member side (rendering a form by slug and storing a response: forms.formFilling.sdl.ts) adds its own
// fields to this domain; the names here leave `form` and `Form` to it.
export const schema = /* GraphQL */ `
  "One question of a form."
  type FormField {
    "The answer's key in a response (letters and digits, from the label)."
    name: String!
    label: String!
    "text, textarea (long text), number, email, phone, date, select or radio (single choice), checkbox (multiple choice)."
    type: String!
    required: Boolean!
    "The choices of select, radio and checkbox; empty for the others."
    options: [String!]!
    helpText: String
  }

  type AdminForm {
    id: Int!
    slug: String!
    title: String!
    description: String
    fields: [FormField!]!
    "Can be answered without signing in."
    isPublic: Boolean!
    "Unpublished forms cannot be answered."
    isPublished: Boolean!
    responseCount: Int!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type AdminFormList {
    items: [AdminForm!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type FormRespondent {
    id: Int!
    firstName: String!
    lastName: String!
    email: String!
  }

  type FormResponse {
    id: Int!
    formId: Int!
    "The address the response came with (the user's, or the one a signed-out respondent gave)."
    email: String
    "The signed-in user who answered (null for a public form answered signed out)."
    user: FormRespondent
    "field name -> answer (a list for multiple choice)."
    answers: JSONObject!
    submittedAt: DateTime!
  }

  type FormResponseList {
    items: [FormResponse!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  "A question as the editor sends it (common/validation/forms.ts)."
  input FormFieldInput {
    name: String
    label: String
    type: String
    required: Boolean
    "For the choice types; ignored for the others."
    options: [String!]
    helpText: String
  }

  "A new form: title and slug; it starts unpublished, without questions."
  input NewFormInput {
    title: String
    slug: String
  }

  "The whole form as the editor sends it."
  input FormInput {
    "Lowercase letters and digits separated by dashes, unique."
    slug: String
    title: String
    description: String
    isPublic: Boolean
    isPublished: Boolean
    fields: [FormFieldInput!]
  }

  type Query {
    """
    Forms, newest first. search: part of the title or slug (at most 100 characters). page is
    1-based; pageSize 1..100 (10). sortBy title, slug, isPublic, isPublished, responseCount,
    createdAt or updatedAt (sortOrder asc unless desc), then newest first.
    """
    adminForms(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, search: String): AdminFormList!
      @requireAccess(page: "forms")
    "One form; null when there is none with this id."
    adminForm(id: Int!): AdminForm @requireAccess(page: "form")
    """
    The responses to a form, newest first. page is 1-based; pageSize 1..100 (10). sortBy
    submittedAt or email (sortOrder asc unless desc), then newest first.
    """
    formResponses(formId: Int!, page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder): FormResponseList!
      @requireAccess(page: "form")
  }

  type Mutation {
    createForm(input: NewFormInput!): AdminForm! @requireAccess(page: "form")
    "Replaces the form's settings and questions with the input (the editor sends them all)."
    updateForm(id: Int!, input: FormInput!): AdminForm! @requireAccess(page: "form")
    "Publishes or unpublishes; an unpublished form cannot be answered."
    setFormPublished(id: Int!, isPublished: Boolean!): AdminForm! @requireAccess(page: "form")
    """
    Deletes a form nobody has answered and answers it as it was. A form with responses (their
    answers are members' history) and the Journey Form are refused: unpublish them instead.
    """
    deleteForm(id: Int!): AdminForm! @requireAccess(page: "form")
  }
`

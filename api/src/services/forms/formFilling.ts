// The member side of forms (docs/product.md, "forms"), as api/src/graphql/index.ts registers it: form(slug) and
// submitForm. The staff side is services/forms.
export * from './fillableForm'
export * from './submitForm'

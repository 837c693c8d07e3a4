// Site settings the shell reads (spec part 1 sections 3 and 7): feature switches such as
// enable-affiliate and enable-challenge-buddies, whose value is the string 'true' when on.
export const schema = /* GraphQL */ `
  type Setting {
    id: Int!
    name: String!
    "Always text, as stored ('true', a URL, a number); type says how to read it."
    value: String!
    "string, boolean, number, url or json."
    type: String!
  }

  type Query {
    # @requireAuth, not @skipAuth: the only callers are the signed-in shell's menus (members'
    # Become an Affiliate and Accountability Group links). Default settings are admin
    # configuration and need not be readable by anyone on the internet; the public free-training
    # pages read their workshop-scoped keys through their own query, not this one.
    "The setting of the default scope named name; null when there is none."
    defaultSettingByName(name: String!): Setting @requireAuth
  }
`

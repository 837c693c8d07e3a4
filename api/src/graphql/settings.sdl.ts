// Site settings (docs/product.md, "settings"): feature switches such as enable-affiliate and
// enable-challenge-buddies (value 'true' when on), links and numbers on /default-settings, and
// the live-workshop keys of the two free-training workshop pages. One table with a scope says
// which page edits a row (db/schema/settings.ts): each page reads and writes only its own scope,
// under its own page flag.
export const schema = /* GraphQL */ `
  type Setting {
    id: Int!
    name: String!
    "Always text, as stored ('true', a URL, a number); type says how to read it."
    value: String!
    "string, boolean, number, url or json."
    type: String!
    "What the setting does, for the admin pages."
    description: String
    "default, workshop-beginner or workshop-experienced: the page that edits it."
    scope: String!
    updatedAt: DateTime!
  }

  type Query {
    # @requireAuth, not @skipAuth: the only callers are the signed-in shell's menus (members'
    # Become an Affiliate and Accountability Group links). Default settings are admin
    # configuration and need not be readable by anyone on the internet; the public free-training
    # pages read their workshop-scoped keys through their own query, not this one.
    "The setting of the default scope named name; null when there is none."
    defaultSettingByName(name: String!): Setting @requireAuth

    "Every setting of the default scope (/default-settings), by name."
    defaultSettings: [Setting!]! @requireAccess(page: "defaultSettings")
    "The beginner free-training workshop's settings (/settings/live-workshop-beginner), by name."
    liveWorkshopBeginnerSettings: [Setting!]! @requireAccess(page: "liveWorkshopBeginner")
    "The experienced free-training workshop's settings (the -exp keys), by name."
    liveWorkshopExperiencedSettings: [Setting!]! @requireAccess(page: "liveWorkshopExperienced")
  }

  type Mutation {
    # One mutation per page, so each is guarded by that page's flag; a setting of another page's
    # scope is NOT_FOUND here, exactly like an id that does not exist.
    """
    Sets one default-scope setting's value (text, checked by the setting's type: 'true'/'false',
    a number, an http(s) link or a /path, JSON). BAD_USER_INPUT with a message on value otherwise.
    """
    updateDefaultSetting(id: Int!, value: String!): Setting! @requireAccess(page: "defaultSettings")
    "Sets one beginner workshop setting's value, checked as updateDefaultSetting does."
    updateLiveWorkshopBeginnerSetting(id: Int!, value: String!): Setting! @requireAccess(page: "liveWorkshopBeginner")
    "Sets one experienced workshop setting's value, checked as updateDefaultSetting does."
    updateLiveWorkshopExperiencedSetting(id: Int!, value: String!): Setting! @requireAccess(page: "liveWorkshopExperienced")
  }
`

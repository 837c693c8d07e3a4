// The landing-page builder's operations (docs/product.md, "Landing pages"): a funnel's page and the
// marketing pages, each a draft the builder saves and published versions the public page shows.
// What a page may hold is common/landingPages.ts. Reading and building pages needs the funnel page
// flag (the builder's own); the marketing pages' list needs funnels (the list it sits beside).
export const schema = /* GraphQL */ `
  "A published version of a landing page, kept so it can be restored."
  type LandingPageVersion {
    version: Int!
    publishedAt: DateTime!
    "Who published it (name, or e-mail when the name is blank); null when that user is gone."
    publishedBy: String
  }

  "A page built from blocks: a funnel's own page (/{slug}) or a marketing page at a fixed path."
  type LandingPage {
    id: Int!
    "The funnel whose page this is; null for a marketing page."
    funnelId: String
    "A marketing page's fixed path (e.g. /lessons); null for a funnel's page."
    path: String
    "The funnel's name, or the marketing page's name."
    name: String!
    "Where visitors see it: /{slug} of the funnel, or the marketing path."
    publicPath: String!
    "The builder's document being edited (common/landingPages.ts LandingDocument)."
    draft: JSON!
    draftUpdatedAt: DateTime
    "Who saved the draft last; null when never saved by a user (seeded) or that user is gone."
    draftUpdatedBy: String
    "The version visitors see; null while never published."
    publishedVersion: Int
    publishedAt: DateTime
    "True when the draft differs from the published version (or nothing is published yet)."
    hasUnpublishedChanges: Boolean!
    "Every published version, newest first."
    versions: [LandingPageVersion!]!
  }

  "A visitor who sent a page's opt-in form (or its waitlist form while the funnel is closed)."
  type LandingOptIn {
    id: Int!
    name: String!
    email: String!
    mobileNumber: String!
    "Sent while the funnel was closed: they asked to hear when it opens."
    waitlist: Boolean!
    "The affiliate the visitor came through (their code), or null."
    affiliateCode: String
    createdAt: DateTime!
  }

  type LandingOptInList {
    items: [LandingOptIn!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type Query {
    "The funnel's page; null until its first draft is saved. Refuses an unknown funnel."
    funnelLandingPage(funnelId: String!): LandingPage @requireAccess(page: "funnel")
    "One landing page by id."
    landingPage(id: Int!): LandingPage! @requireAccess(page: "funnel")
    "The marketing pages, in the order of their paths."
    marketingPages: [LandingPage!]! @requireAccess(page: "funnels")
    "The page's opt-ins, newest first. page is 1-based; pageSize 1..100 (20)."
    landingPageOptIns(id: Int!, page: Int, pageSize: Int): LandingOptInList! @requireAccess(page: "funnel")
    """
    What the blocks of a document need from the server, as the public page would answer it
    (common/landingPages.ts LandingContent, pageId 0 when unsaved): the builder's canvas shows
    prices, videos and the workshop exactly as visitors will. Refuses a document that does not
    pass the block schemas, with the message naming the block.
    """
    landingPagePreview(funnelId: String, document: JSON!): JSON! @requireAccess(page: "funnel")
  }

  type Mutation {
    """
    Saves the draft of the page with this id, or of this funnel's page (created on its first save):
    exactly one of id and funnelId. The document is checked against the block schemas; a refused
    one changes nothing and says which block and why.
    """
    saveLandingPageDraft(id: Int, funnelId: String, document: JSON!): LandingPage! @requireAccess(page: "funnel")
    "Publishes the draft as a new version visitors see at once; logged with who and when."
    publishLandingPage(id: Int!): LandingPage! @requireAccess(page: "funnel")
    "Copies a published version into the draft (publish it to make it live again)."
    restoreLandingPageVersion(id: Int!, version: Int!): LandingPage! @requireAccess(page: "funnel")
  }
`

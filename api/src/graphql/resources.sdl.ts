// Resource files back office (/resource-files[/new|/{id}|/{id}/edit]; docs/product.md, "resources"). Reads need the page
// flags of the pages that show them (resourceFiles, resourceFile); creating the function flag of the
// create buttons (resource-file_create, docs/product.md "Page access"); changing, publishing and deleting the
// edit page's flag. Members read resources through learning.sdl.ts (myResources, publicResources).
export const schema = /* GraphQL */ `
  type ResourceFile {
    id: Int!
    title: String!
    description: String
    "images, videos, audio, presentations, spreadsheets, documents, pdf, archive or webLink: decided by the server."
    category: String!
    "The storage key of an upload, or the link."
    fileUrl: String!
    fileName: String
    contentType: String
    sizeBytes: Int
    "member, public or affiliate."
    audience: String!
    isPublished: Boolean!
    "True for a web link or a video-site link."
    isLink: Boolean!
    "The link itself, or /api/files/resource-files/{id} (a download, as an attachment)."
    downloadUrl: String!
    "For uploads a browser may show inline (images but SVG, pdf, mp4, mp3): the download URL with ?inline=1; else null."
    previewUrl: String
    createdById: Int
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type ResourceFileList {
    items: [ResourceFile!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  """
  A resource as the form sends it (common/validation/resources.ts): source upload with fileKey (the
  key POST /api/upload-file answered, uploaded by the caller) or source link with url. The category,
  file name, type and size come from the stored upload or the link, never from the client.
  """
  input ResourceFileInput {
    title: String!
    description: String
    "upload (default) or link."
    source: String
    fileKey: String
    url: String
    "member (default), public or affiliate."
    audience: String
    "true when not given."
    isPublished: Boolean
  }

  type Query {
    """
    Resource files, newest first. category narrows to one category of the spec's table, audience to
    one audience, search to titles containing it (at most 100 characters). page is 1-based; pageSize
    1..100 (10). sortBy title, category, audience, isPublished, sizeBytes or createdAt (sortOrder asc
    unless desc), then newest first.
    """
    resourceFiles(
      page: Int
      pageSize: Int
      sortBy: String
      sortOrder: SortOrder
      category: String
      audience: String
      search: String
    ): ResourceFileList! @requireAccess(page: "resourceFiles")
    "One resource file; null when there is none with this id."
    resourceFile(id: Int!): ResourceFile @requireAccess(page: "resourceFile")
  }

  type Mutation {
    createResourceFile(input: ResourceFileInput!): ResourceFile! @requireAccess(function: "resource-file_create")
    "Replaces the resource's fields with the input (the edit form sends them all)."
    updateResourceFile(id: Int!, input: ResourceFileInput!): ResourceFile! @requireAccess(page: "editResourceFile")
    "Publishes or unpublishes; members stop seeing an unpublished resource at once."
    setResourceFilePublished(id: Int!, isPublished: Boolean!): ResourceFile! @requireAccess(page: "editResourceFile")
    "Deletes the resource and answers it as it was (the info log keeps it, and the stored file stays)."
    deleteResourceFile(id: Int!): ResourceFile! @requireAccess(page: "editResourceFile")
  }
`

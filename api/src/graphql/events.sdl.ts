// Events back office (/events[/new|/{id}|/{id}/edit]; docs/product.md, "events"). Reads need the page flags of the
// pages that show them (events, event); creating the function flag of the create buttons
// (event_create, docs/product.md "Page access"); changing, publishing and deleting the edit page's flag.
// The member side reads events through learning.sdl.ts (myEvents), never through these.
export const schema = /* GraphQL */ `
  type Event {
    id: Int!
    title: String!
    description: String
    "A storage key of an uploaded image, or a link."
    imageUrl: String
    "Where the browser shows the image: /api/files/uploads/{storedFileId} for an upload, the link itself, or null."
    imagePreviewUrl: String
    "The first session (for repeating events) or the event."
    startsAt: DateTime!
    endsAt: DateTime!
    "RFC 5545 RRULE, BYDAY in Asia/Manila days (FREQ=WEEKLY;BYDAY=TU[;UNTIL=...]); null = one-off."
    recurrenceRule: String
    "The organiser's label from the spec's list, e.g. GMT+08:00."
    timeZone: String!
    zoomLink: String
    recordingUrl: String
    "member, affiliate or public."
    audience: String!
    isPublished: Boolean!
    "incoming (one-off not yet ended, or a series without an UNTIL that has passed) or past."
    status: String!
    createdById: Int
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type EventList {
    items: [Event!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  """
  An event as the organiser enters it (common/validation/events.ts). Times are wall times in timeZone:
  repeat none or custom: startsAt and endsAt 'YYYY-MM-DDTHH:mm' (custom also recurrenceRule);
  repeat weekly: startsOn 'YYYY-MM-DD', weekDays (SU..SA), startTime and endTime from the half-hourly
  list ('7:00 PM'), optional repeatUntil 'YYYY-MM-DD'. The server stores instants and the RRULE.
  """
  input EventInput {
    title: String!
    description: String
    imageUrl: String
    "A label of the spec's list (GMT-12:00 .. GMT+14:00); GMT+08:00 (Singapore) when not given."
    timeZone: String
    "none (default), weekly or custom."
    repeat: String
    startsAt: String
    endsAt: String
    startsOn: String
    weekDays: [String!]
    startTime: String
    endTime: String
    repeatUntil: String
    recurrenceRule: String
    zoomLink: String
    recordingUrl: String
    "member (default), affiliate or public."
    audience: String
    "true when not given."
    isPublished: Boolean
  }

  type Query {
    """
    Events, latest start first. filter: all (default), incoming or past (the Event filter of spec
    part 1 section 4); search: part of the title (at most 100 characters). page is 1-based;
    pageSize 1..100 (10). sortBy title, startsAt, endsAt, audience, isPublished or createdAt
    (sortOrder asc unless desc), then latest start first.
    """
    events(page: Int, pageSize: Int, sortBy: String, sortOrder: SortOrder, filter: String, search: String): EventList!
      @requireAccess(page: "events")
    "One event; null when there is none with this id."
    event(id: Int!): Event @requireAccess(page: "event")
  }

  type Mutation {
    createEvent(input: EventInput!): Event! @requireAccess(function: "event_create")
    "Replaces the event's fields with the input (the edit form sends them all)."
    updateEvent(id: Int!, input: EventInput!): Event! @requireAccess(page: "editEvent")
    "Publishes or unpublishes; members stop seeing an unpublished event at once."
    setEventPublished(id: Int!, isPublished: Boolean!): Event! @requireAccess(page: "editEvent")
    "Deletes the event and answers it as it was."
    deleteEvent(id: Int!): Event! @requireAccess(page: "editEvent")
  }
`

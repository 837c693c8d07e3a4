// The member's learning side (docs/product.md, "learning"): my
// products, my courses and the lesson player, my events, my resources, the public resources and
// the home summary. Row rules (services/learning/access.ts): a member reads the published,
// unarchived courses of the products of their active subscriptions (not unenrolled, not expired
// in Manila; lifetime = 9999) and the published events and resources of their audience; a role
// whose page access allows courses / events / resourceFiles reads them all. A row you may not read
// answers null, exactly like one that does not exist.
//
// Course, lesson and progress types are normalised by id, so a progress mutation's answer
// updates every card, outline and player on screen at once (Apollo's cache).
export const schema = /* GraphQL */ `
  "A course as a learner sees it, with the signed-in user's progress."
  type LearnerCourse {
    id: Int!
    name: String!
    shortDescription: String
    description: String
    thumbnailUrl: String
    introVideoUrl: String
    "Markdown."
    introContent: String
    "Published lessons of the course's live units."
    lessonCount: Int!
    "Of those, the ones this user finished."
    completedCount: Int!
    "0-100, completedCount / lessonCount rounded down (0 for a course without lessons)."
    percentage: Int!
    "not-started, watching (started, not every lesson finished) or completed (every published lesson finished)."
    status: String!
    "When this user last opened one of its lessons; null if never."
    lastOpenedAt: DateTime
    "The lesson to resume: the last one opened if unfinished, else the first unfinished in order, else the first."
    resumeLessonId: Int
    "Units in order with their lessons in order. One statement; ask for it on a single course only."
    units: [LearnerUnit!]!
  }

  type LearnerUnit {
    id: Int!
    name: String!
    shortDescription: String
    lessons: [LearnerLesson!]!
  }

  "A lesson in an outline, with the signed-in user's progress on it."
  type LearnerLesson {
    id: Int!
    name: String!
    "Video or Image/Text Only (docs/product.md, 'courses')."
    type: String!
    durationSeconds: Int
    started: Boolean!
    completed: Boolean!
    completedAt: DateTime
    "Where the video was left, to resume."
    positionSeconds: Int!
  }

  type LessonVideo {
    "youtube, vimeo or file (an uploaded MP4 served by /api/files)."
    provider: String!
    "The YouTube or Vimeo video id; null for a file."
    videoId: String
    "The embed URL (youtube-nocookie / player.vimeo.com) or the file's download URL."
    url: String!
  }

  type LessonFileLink {
    id: Int!
    name: String!
    contentType: String
    sizeBytes: Int
    "/api/files/lesson-files/{id} for an upload (attachment), or the external link."
    url: String!
  }

  "Everything the lesson player shows."
  type LessonPlayer {
    lesson: LearnerLesson!
    course: LearnerCourse!
    unitId: Int!
    unitName: String!
    shortDescription: String
    description: String
    "Markdown body (Image/Text Only lessons, notes under a video)."
    content: String
    imageUrl: String
    "Null for an Image/Text Only lesson (or a Video lesson with no video yet)."
    video: LessonVideo
    files: [LessonFileLink!]!
    "Neighbours in the course's order (across units); null at either end."
    previousLessonId: Int
    nextLessonId: Int
  }

  "What a progress mutation changed: the lesson and its course, for the cache."
  type LessonProgressUpdate {
    lesson: LearnerLesson!
    course: LearnerCourse!
  }

  "A product the member holds (through a subscription), with its courses."
  type MyProduct {
    subscriptionId: Int!
    productId: Int!
    name: String!
    funnelName: String
    startedAt: DateTime!
    "Null or after 1 Jan 9999 = lifetime."
    expiry: DateTime
    lifetime: Boolean!
    "Active or Expired (before the start of today in Manila)."
    status: String!
    "The published courses the product grants (readable only while Active)."
    courses: [LearnerCourse!]!
  }

  type LearnerCourseList {
    items: [LearnerCourse!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type LearnerEvent {
    id: Int!
    title: String!
    description: String
    imageUrl: String
    "The first occurrence."
    startsAt: DateTime!
    endsAt: DateTime!
    "The label the organiser chose, e.g. GMT+08:00; times are shown in Asia/Manila."
    timeZone: String!
    "RFC 5545 RRULE (FREQ=WEEKLY;BYDAY=TU) or null."
    recurrenceRule: String
    isRecurring: Boolean!
    "The occurrence that is live now or comes next (for one-off events, startsAt/endsAt); null once a one-off is over."
    nextStartsAt: DateTime
    nextEndsAt: DateTime
    "upcoming, live or past."
    status: String!
    "Only while upcoming or live (null once past)."
    zoomLink: String
    "Only once past (null before)."
    recordingUrl: String
  }

  type LearnerEventList {
    items: [LearnerEvent!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type LearnerResource {
    id: Int!
    title: String!
    description: String
    "images, videos, audio, presentations, spreadsheets, documents, pdf, archive or webLink."
    category: String!
    fileName: String
    contentType: String
    sizeBytes: Int
    "True for a web link or a video-site link (url is then the link itself)."
    isLink: Boolean!
    "The link, or /api/files/resource-files/{id} (download as attachment)."
    url: String!
    "For uploads a browser can show (images, pdf, mp4, mp3): the same URL with ?inline=1; else null."
    previewUrl: String
    createdAt: DateTime!
  }

  type LearnerResourceList {
    items: [LearnerResource!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
  }

  type ResourceCategoryCount {
    category: String!
    count: Int!
  }

  type ContinueLesson {
    courseId: Int!
    courseName: String!
    lessonId: Int!
    lessonName: String!
    "The course's percentage."
    percentage: Int!
  }

  "The member's home: what to do next."
  type LearnerHome {
    "The most recently opened unfinished lesson (or the next lesson of the last course); null if none."
    continueLesson: ContinueLesson
    "At most 3 upcoming or live events, soonest first."
    upcomingEvents: [LearnerEvent!]!
    "Tribe Points: the sum of the user's point ledger."
    points: Int!
    "The user's stage (null = stage 0) and the share of its tasks finished (0-100)."
    stageNumber: Int
    stageName: String
    stagePercentage: Int!
  }

  type Query {
    "The signed-in user's subscriptions' products, newest first, active before expired."
    myProducts: [MyProduct!]! @requireAuth
    """
    The courses the user may read. filter: all (default), watching, completed. sort: recent
    (last opened first, never-opened last; the default) or newest (newest course first).
    """
    myCourses(filter: String, sort: String, page: Int, pageSize: Int): LearnerCourseList! @requireAuth
    "One course the user may read, with units and lessons; null otherwise."
    myCourse(id: Int!): LearnerCourse @requireAuth
    "The lesson player for a lesson of that course the user may read; null otherwise."
    lessonPlayer(courseId: Int!, lessonId: Int!): LessonPlayer @requireAuth
    """
    The events the user may read. filter: all (default; upcoming and live first, soonest first,
    then past, latest first), upcoming (upcoming or live), past, recurring.
    """
    myEvents(filter: String, page: Int, pageSize: Int): LearnerEventList! @requireAuth
    myEvent(id: Int!): LearnerEvent @requireAuth
    "The resources the user may read, newest first; category narrows to one category."
    myResources(category: String, page: Int, pageSize: Int): LearnerResourceList! @requireAuth
    "How many resources the user may read in each category that has any."
    myResourceCategories: [ResourceCategoryCount!]! @requireAuth
    myResource(id: Int!): LearnerResource @requireAuth
    "Published resources whose audience is public; no sign-in."
    publicResources(category: String, page: Int, pageSize: Int): LearnerResourceList! @skipAuth
    publicResourceCategories: [ResourceCategoryCount!]! @skipAuth
    publicResource(id: Int!): LearnerResource @skipAuth
    learnerHome: LearnerHome! @requireAuth
    "Where Bonuses (/bonus) leads: the bonus-link setting; null when it is not set."
    bonusLink: String @skipAuth
  }

  type Mutation {
    "Marks the lesson opened (once; re-opening changes nothing but lastOpenedAt). The course must be readable."
    startLesson(lessonId: Int!): LessonProgressUpdate! @requireAuth
    "Remembers where the video was left (seconds, 0 or more). Never un-finishes a lesson."
    saveLessonPosition(lessonId: Int!, positionSeconds: Int!): LearnerLesson! @requireAuth
    "Marks the lesson finished (idempotent: a second call keeps the first completedAt)."
    completeLesson(lessonId: Int!): LessonProgressUpdate! @requireAuth
  }
`

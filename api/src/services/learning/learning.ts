// The learning domain's services (graphql/learning.sdl.ts), one file per area; registered in
// graphql/index.ts as the domain 'learning'. Row rules: access.ts. SQL statement counts per
// operation: docs/api.md "Learning".
export { myProducts } from './products'
export { myCourses, myCourse, LearnerCourse } from './myCourses'
export { lessonPlayer } from './lessonPlayer'
export { startLesson, saveLessonPosition, completeLesson } from './progress'
export { myEvents, myEvent } from './events'
export { myResources, myResourceCategories, myResource, publicResources, publicResourceCategories, publicResource } from './resources'
export { learnerHome, bonusLink } from './home'

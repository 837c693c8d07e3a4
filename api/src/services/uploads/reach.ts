// What an importer may do, row by row: an import can do no more than the importer could
// do by hand. Each kind of change needs the flag its manual operation's directive needs (the SDL
// beside it), read from the level the importer acts as (importer.ts); access levels are an admin's
// to give, and accounts that hold more than the importer are out of reach (lib/auth/staffTrust.ts).
// A refused row is a row problem like any other: listed by the preview, and an import with one
// stores nothing.
import type { CurrentUser } from '../../../../common/currentUser'
import type { FunctionFlag, PageFlag } from '../../../../common/permissions'

export type ImportFlag = { page: PageFlag } | { function: FunctionFlag }

/** The manual operation each kind of imported change stands for, and the flag its directive needs. */
export const IMPORT_FLAGS = {
  createMember: { what: 'Adding a member', flag: { function: 'user_create' } }, // createNonMember
  changeMember: { what: "Changing a member's details, group or points", flag: { page: 'editUser' } }, // updateMember
  enrol: { what: 'Giving a member a subscription', flag: { function: 'user_enroll/unenroll' } }, // manualUserSubscription
  createGroup: { what: 'Adding a group', flag: { function: 'group_create' } }, // createGroup
  changeGroup: { what: 'Changing a group', flag: { page: 'editGroup' } }, // updateGroup
  createSubGroup: { what: 'Adding a subgroup', flag: { page: 'newSubGroup' } }, // createSubGroup
  changeSubGroup: { what: 'Changing a subgroup', flag: { page: 'editSubGroup' } }, // updateSubGroup
  createCourse: { what: 'Adding a course', flag: { function: 'course_create' } }, // createCourse
  changeCourse: { what: 'Changing a course', flag: { page: 'editCourse' } }, // updateCourse
  createUnit: { what: 'Adding a unit', flag: { page: 'newUnit' } }, // createUnit
  changeUnit: { what: 'Changing a unit', flag: { page: 'editUnit' } }, // updateUnit
  createLesson: { what: 'Adding a lesson', flag: { function: 'lesson_create' } }, // createLesson
  changeLesson: { what: 'Changing a lesson', flag: { page: 'editLesson' } }, // updateLesson
} as const satisfies Record<string, { what: string; flag: ImportFlag }>
export type ImportAction = keyof typeof IMPORT_FLAGS

export const importReachMessages = {
  needs: (action: ImportAction) => {
    const { what, flag } = IMPORT_FLAGS[action]
    const name = 'page' in flag ? flag.page : flag.function
    return `${what} needs the "${name}" access of the level you act as: ask an admin for it, or leave this row out.`
  },
} as const

/** True when the importer's current level allows the flag `action` needs (as @requireAccess reads it). */
export function mayImport(importer: CurrentUser, action: ImportAction): boolean {
  const flag: ImportFlag = IMPORT_FLAGS[action].flag
  return 'page' in flag ? importer.pageAccess[flag.page] === true : importer.functionAccess[flag.function] === true
}

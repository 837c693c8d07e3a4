// What an access level must be (/access-levels/new, /access-levels/{id}/edit; createAccessLevel,
// updateAccessLevel): one schema for the web form and the service. `name` is the role id (what
// x-current-role and @requireAuth(roles) name), `label` what menus and the role switcher show.
// The flag maps may only name flags of common/permissions.ts; the service stores every known flag,
// true or false, so the editor always lists them all.
import { z } from 'zod'
import { ALL_PAGE_FLAGS, FUNCTION_FLAGS, isFunctionFlag, isPageFlag } from '../permissions'

export const ACCESS_LEVEL_NAME_MAX = 50
export const ACCESS_LEVEL_LABEL_MAX = 100
export const ACCESS_LEVEL_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const accessLevelMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${ACCESS_LEVEL_NAME_MAX} characters`,
  namePattern: 'Name must be lower-case letters and digits, words joined by dashes (e.g. assistant-coach)',
  nameTaken: 'Another access level already has this name',
  nameBuiltIn: 'A built-in access level cannot be renamed',
  labelRequired: 'Label is required',
  labelTooLong: `Label must be at most ${ACCESS_LEVEL_LABEL_MAX} characters`,
  unknownPageFlag: (name: string) => `Unknown page flag: ${name}`,
  unknownFunctionFlag: (name: string) => `Unknown function flag: ${name}`,
  selfLockout: 'You are acting as this level: keep accessLevels, accessLevel and editAccessLevel on, or you could not undo this change',
}

/** The flags that let someone change access levels; the level you act as keeps them (no self lock-out). */
export const ACCESS_LEVEL_EDITOR_FLAGS = ['accessLevels', 'accessLevel', 'editAccessLevel'] as const

const flagMap = (isFlag: (name: string) => boolean, unknown: (name: string) => string, all: readonly string[]) =>
  z
    .record(z.string(), z.boolean())
    .nullish()
    .superRefine((map, ctx) => {
      for (const name of Object.keys(map ?? {})) {
        if (!isFlag(name)) ctx.addIssue({ code: 'custom', message: unknown(name) })
      }
    })
    // Every known flag, true only when the input says so: the stored map lists them all.
    .transform((map) => Object.fromEntries(all.map((name) => [name, map?.[name] === true])) as Record<string, boolean>)

export const accessLevelSchema = z.object({
  name: z
    .string({ error: accessLevelMessages.nameRequired })
    .trim()
    .min(1, accessLevelMessages.nameRequired)
    .max(ACCESS_LEVEL_NAME_MAX, accessLevelMessages.nameTooLong)
    .regex(ACCESS_LEVEL_NAME_PATTERN, accessLevelMessages.namePattern),
  label: z
    .string({ error: accessLevelMessages.labelRequired })
    .trim()
    .min(1, accessLevelMessages.labelRequired)
    .max(ACCESS_LEVEL_LABEL_MAX, accessLevelMessages.labelTooLong),
  pageAccess: flagMap(isPageFlag, accessLevelMessages.unknownPageFlag, ALL_PAGE_FLAGS),
  functionAccess: flagMap(isFunctionFlag, accessLevelMessages.unknownFunctionFlag, FUNCTION_FLAGS),
})

export type AccessLevelInput = z.input<typeof accessLevelSchema>
export type AccessLevelValues = z.output<typeof accessLevelSchema>

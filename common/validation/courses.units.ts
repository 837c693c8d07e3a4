// What a unit must be (/units/new, /units/{id}/edit, createUnit / updateUnit): one schema for the web
// form (Form's schema prop) and the service (parseInput), so both say exactly the same thing.
import { z } from 'zod'
import { optionalText } from './courses'

export const UNIT_NAME_MAX = 200

export const unitMessages = {
  courseRequired: 'Choose the course this unit belongs to',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${UNIT_NAME_MAX} characters`,
  shortDescriptionTooLong: 'Short description must be at most 500 characters',
  descriptionTooLong: 'Description must be at most 20000 characters',
}

const unitFields = {
  name: z.string({ error: unitMessages.nameRequired }).trim().min(1, unitMessages.nameRequired).max(UNIT_NAME_MAX, unitMessages.nameTooLong),
  shortDescription: optionalText(500, unitMessages.shortDescriptionTooLong),
  description: optionalText(20_000, unitMessages.descriptionTooLong),
}

/** Editing a unit (it stays in its course; lessons move between units on the course's tracks page). */
export const unitSchema = z.object(unitFields)

/** A new unit, at the end of its course. */
export const newUnitSchema = z.object({
  courseId: z.coerce.number({ error: unitMessages.courseRequired }).int(unitMessages.courseRequired).positive(unitMessages.courseRequired),
  ...unitFields,
})

export type UnitInput = z.input<typeof unitSchema>
export type NewUnitInput = z.input<typeof newUnitSchema>

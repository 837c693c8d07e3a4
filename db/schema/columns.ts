// Column sets shared by the domain files (not tables, so not exported from index.ts).
import { timestamp } from 'drizzle-orm/pg-core'

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}

export const createdAt = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}

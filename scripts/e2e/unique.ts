// A short tag no other journey of the run has: names and e-mails of made rows carry it, so two
// workers' journeys never collide and a failure names the row it made.
import { randomBytes } from 'node:crypto'

export const uniqueTag = () => randomBytes(4).toString('hex')

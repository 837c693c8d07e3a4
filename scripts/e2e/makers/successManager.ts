// A success manager of a journey's own (the success-manager level and the manager row, accepting
// members, as the seed makes them), so assigning members changes nobody's list but theirs.
import { successManagers } from '../../../db/schema'
import { db } from '../../../api/src/lib/db'
import { uniqueTag } from '../unique'
import person, { type Person } from './person'

export type SuccessManager = Person & { successManagerId: number }

export default async function successManager(): Promise<SuccessManager> {
  const manager = await person({ accessLevels: ['success-manager'], firstName: 'Manager', lastName: `Tester ${uniqueTag()}` })
  const [row] = await db.insert(successManagers).values({ userId: manager.id }).returning({ id: successManagers.id })
  return { ...manager, successManagerId: row.id }
}

// Groups with sub-groups, members and leaders; an accountability buddy group; a challenge group.
import { inArray } from 'drizzle-orm'
import {
  accountabilityGroupMembers,
  accountabilityGroups,
  challengeGroupMembers,
  challengeGroups,
  groupLeaders,
  groupMembers,
  groups,
  subGroups,
} from '../../db/schema'
import { type SeedContext, userId } from './context'
import { addDays, insertMissing } from './helpers'

export const GROUPS = [
  { name: 'Tribe Luzon', description: 'Members from Luzon and Metro Manila.', subGroups: ['Metro Manila', 'North Luzon', 'South Luzon'] },
  { name: 'Tribe Visayas', description: 'Members from the Visayas.', subGroups: ['Cebu', 'Iloilo and Bacolod'] },
  { name: 'Tribe Mindanao', description: 'Members from Mindanao.', subGroups: ['Davao', 'Northern Mindanao'] },
]

// Each person's group and sub-group.
const MEMBERSHIP: [email: string, group: string, subGroup: string | null][] = [
  ['member@tribe.test', 'Tribe Luzon', 'Metro Manila'],
  ['teamlead@tribe.test', 'Tribe Luzon', null],
  ['joanna.pascual@tribe.test', 'Tribe Luzon', 'South Luzon'],
  ['andrea.reyes@tribe.test', 'Tribe Luzon', 'Metro Manila'],
  ['mark.cruz@tribe.test', 'Tribe Luzon', 'Metro Manila'],
  ['jerome.villanueva@tribe.test', 'Tribe Luzon', 'South Luzon'],
  ['camille.fernandez@tribe.test', 'Tribe Luzon', 'North Luzon'],
  ['miguel.torres@tribe.test', 'Tribe Luzon', 'North Luzon'],
  ['nicole.gonzales@tribe.test', 'Tribe Luzon', 'North Luzon'],
  ['joshua.castillo@tribe.test', 'Tribe Luzon', 'South Luzon'],
  ['kevin.manalo@tribe.test', 'Tribe Luzon', 'North Luzon'],
  ['bea.navarro@tribe.test', 'Tribe Luzon', 'South Luzon'],
  ['affiliate@tribe.test', 'Tribe Luzon', 'North Luzon'],
  ['jasmine.salazar@tribe.test', 'Tribe Luzon', 'South Luzon'],
  ['arnel.dizon@tribe.test', 'Tribe Luzon', 'North Luzon'],
  ['rowena.cabrera@tribe.test', 'Tribe Luzon', 'South Luzon'],
  ['princess.manalastas@tribe.test', 'Tribe Luzon', 'North Luzon'],
  ['jomar.evangelista@tribe.test', 'Tribe Visayas', null],
  ['christian.soriano@tribe.test', 'Tribe Mindanao', 'Davao'],
  ['hazel.ocampo@tribe.test', 'Tribe Mindanao', 'Northern Mindanao'],
  ['ryan.delosreyes@tribe.test', 'Tribe Visayas', 'Cebu'],
]

const LEADERS: [email: string, group: string, subGroup: string | null][] = [
  ['teamlead@tribe.test', 'Tribe Luzon', null],
  ['joanna.pascual@tribe.test', 'Tribe Luzon', 'South Luzon'],
  ['coach@tribe.test', 'Tribe Visayas', null],
  ['headcoach@tribe.test', 'Tribe Mindanao', null],
]

export async function seedGroups(ctx: SeedContext) {
  const { tx } = ctx
  await tx
    .insert(groups)
    .values(GROUPS.map(({ name, description }) => ({ name, description })))
    .onConflictDoNothing({ target: groups.name })
  const groupRows = await tx.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.name, GROUPS.map((g) => g.name)))
  const groupId = new Map(groupRows.map((row) => [row.name, row.id]))
  await tx
    .insert(subGroups)
    .values(GROUPS.flatMap((group) => group.subGroups.map((name) => ({ groupId: groupId.get(group.name)!, name, description: `${name} chapter of ${group.name}` }))))
    .onConflictDoNothing()
  const subRows = await tx.select().from(subGroups).where(inArray(subGroups.groupId, [...groupId.values()]))
  const subGroupId = (group: string, name: string | null) =>
    name === null ? null : subRows.find((row) => row.groupId === groupId.get(group) && row.name === name)!.id

  await tx
    .insert(groupMembers)
    .values(MEMBERSHIP.map(([email, group, sub]) => ({ userId: userId(ctx, email), groupId: groupId.get(group)!, subGroupId: subGroupId(group, sub) })))
    .onConflictDoNothing()
  await tx
    .insert(groupLeaders)
    .values(LEADERS.map(([email, group, sub]) => ({ userId: userId(ctx, email), groupId: groupId.get(group)!, subGroupId: subGroupId(group, sub) })))
    .onConflictDoNothing()

  // Accountability buddies: the team lead leads, the demo member and three others are buddies.
  await tx
    .insert(accountabilityGroups)
    .values({ name: 'Angelica’s Accountability Buddies', leaderId: userId(ctx, 'teamlead@tribe.test') })
    .onConflictDoNothing()
  const [buddies] = await tx
    .select({ id: accountabilityGroups.id })
    .from(accountabilityGroups)
    .where(inArray(accountabilityGroups.leaderId, [userId(ctx, 'teamlead@tribe.test')]))
  await tx
    .insert(accountabilityGroupMembers)
    .values(
      ['member@tribe.test', 'nicole.gonzales@tribe.test', 'kevin.manalo@tribe.test', 'camille.fernandez@tribe.test'].map((email) => ({
        userId: userId(ctx, email),
        accountabilityGroupId: buddies.id,
      })),
    )
    .onConflictDoNothing()

  // The 12-day challenge running now.
  const challenges = await insertMissing(
    tx,
    challengeGroups,
    [{ name: '12-Day Challenge: Team Sampaguita', startsOn: addDays(ctx.today, -5), endsOn: addDays(ctx.today, 6), leaderId: userId(ctx, 'joanna.pascual@tribe.test') }],
    (row) => String(row.name),
  )
  const challenge = challenges.get('12-Day Challenge: Team Sampaguita')!
  await tx
    .insert(challengeGroupMembers)
    .values(
      ['member@tribe.test', 'andrea.reyes@tribe.test', 'miguel.torres@tribe.test', 'ryan.delosreyes@tribe.test', 'kevin.manalo@tribe.test'].map((email) => ({
        challengeGroupId: challenge.id,
        userId: userId(ctx, email),
      })),
    )
    .onConflictDoNothing()
}

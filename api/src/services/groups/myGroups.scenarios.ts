// The rows the myGroups tests name: two groups (Luzon with sub-groups North and South, Visayas),
// their leaders, members on different stages with points and activity, an archived member, staff
// with and without the group flags, an accountability group and a challenge group, and the
// enable-challenge-buddies setting (on).
import {
  accountabilityGroupMembers,
  accountabilityGroups,
  challengeGroupMembers,
  challengeGroups,
  groupLeaders,
  groupMembers,
  groups,
  lessonProgress,
  lessons,
  pointEntries,
  settings,
  stages,
  subGroups,
  taskCompletions,
  tasks,
  units,
  courses,
} from '../../../../db/schema'
import { db } from '../../lib/db'
import { createUser } from '../../test/factories'

const DAY = 86_400_000

export async function groupWorld() {
  const [stage1, stage2] = await db.insert(stages).values([{ number: 1, name: 'Foundations' }, { number: 2, name: 'Launch' }]).returning()
  const [luzon, visayas] = await db.insert(groups).values([{ name: 'Luzon', description: 'North of the islands' }, { name: 'Visayas' }]).returning()
  const [north, south] = await db
    .insert(subGroups)
    .values([{ groupId: luzon.id, name: 'North' }, { groupId: luzon.id, name: 'South' }])
    .returning()
  const [cebu] = await db.insert(subGroups).values({ groupId: visayas.id, name: 'Cebu' }).returning()

  const leader = await createUser({ email: 'leader@example.com', firstName: 'Lena', lastName: 'Leader', accessLevels: ['member'] })
  const subLeader = await createUser({ email: 'sub@example.com', firstName: 'Sam', lastName: 'Sublead', accessLevels: ['member'] })
  const visayasLeader = await createUser({ email: 'vis@example.com', firstName: 'Vic', lastName: 'Visayas', accessLevels: ['member'] })
  const coach = await createUser({
    email: 'coach@example.com',
    firstName: 'Cora',
    lastName: 'Coach',
    accessLevels: [{ name: 'coach', pageAccess: { viewGroupMembers: true, viewSubGroupMembers: true } }],
  })
  const outsider = await createUser({ email: 'out@example.com', firstName: 'Oscar', lastName: 'Outsider', accessLevels: ['member'] })

  // Luzon: Ana (North, stage 2, points 15, active 1 day ago by a task), Ben (South, stage 1, no
  // points, signed in 3 days ago), Cruz (no sub-group, no stage, nothing), Dee (archived).
  const ana = await createUser({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Aquino', stageId: stage2.id, accessLevels: ['member'] })
  const ben = await createUser({
    email: 'ben@example.com',
    firstName: 'Ben',
    lastName: 'Bautista',
    stageId: stage1.id,
    lastLoginAt: new Date(Date.now() - 3 * DAY),
    accessLevels: ['member'],
  })
  const cruz = await createUser({ email: 'cruz@example.com', firstName: 'Carl', lastName: 'Cruz', accessLevels: ['member'] })
  const dee = await createUser({ email: 'dee@example.com', firstName: 'Dee', lastName: 'Dizon', archivedAt: new Date(), accessLevels: ['member'] })
  const vince = await createUser({ email: 'vince@example.com', firstName: 'Vince', lastName: 'Villa', accessLevels: ['member'] })

  await db.insert(groupMembers).values([
    { userId: ana.id, groupId: luzon.id, subGroupId: north.id },
    { userId: ben.id, groupId: luzon.id, subGroupId: south.id },
    { userId: cruz.id, groupId: luzon.id },
    { userId: dee.id, groupId: luzon.id, subGroupId: north.id },
    { userId: vince.id, groupId: visayas.id, subGroupId: cebu.id },
  ])
  await db.insert(groupLeaders).values([
    { userId: leader.id, groupId: luzon.id },
    { userId: subLeader.id, groupId: luzon.id, subGroupId: north.id },
    { userId: visayasLeader.id, groupId: visayas.id },
  ])

  // Ana's points: base 10 + a finished task worth 5; her task was finished a day ago, a lesson opened 2 days ago.
  const [task] = await db.insert(tasks).values({ stageId: stage2.id, title: 'Set up profile', points: 5 }).returning()
  const taskDoneAt = new Date(Date.now() - DAY)
  const [completion] = await db.insert(taskCompletions).values({ userId: ana.id, taskId: task.id, completedAt: taskDoneAt }).returning()
  await db.insert(pointEntries).values([
    { userId: ana.id, kind: 'base', points: 10 },
    { userId: ana.id, kind: 'task', points: 5, taskCompletionId: completion.id },
  ])
  const [course] = await db.insert(courses).values({ name: 'Basics', isPublished: true }).returning()
  const [unit] = await db.insert(units).values({ courseId: course.id, name: 'U' }).returning()
  const [lesson] = await db.insert(lessons).values({ unitId: unit.id, name: 'L' }).returning()
  await db.insert(lessonProgress).values({ userId: ana.id, lessonId: lesson.id, updatedAt: new Date(Date.now() - 2 * DAY) })

  // Accountability: Ben leads, Ana and Cruz are buddies (and Dee, archived). Challenge: Ana and Vince, led by Cruz.
  const [team] = await db.insert(accountabilityGroups).values({ name: 'Early Birds', leaderId: ben.id }).returning()
  await db.insert(accountabilityGroupMembers).values([
    { userId: ana.id, accountabilityGroupId: team.id },
    { userId: cruz.id, accountabilityGroupId: team.id },
    { userId: dee.id, accountabilityGroupId: team.id },
  ])
  const [oldChallenge, challenge] = await db
    .insert(challengeGroups)
    .values([
      { name: 'Old Challenge', startsOn: '2024-01-01', endsOn: '2024-01-12' },
      { name: 'Team Sampaguita', startsOn: '2026-01-01', endsOn: '2026-01-12', leaderId: cruz.id },
    ])
    .returning()
  await db.insert(challengeGroupMembers).values([
    { challengeGroupId: oldChallenge.id, userId: ana.id },
    { challengeGroupId: challenge.id, userId: ana.id },
    { challengeGroupId: challenge.id, userId: vince.id },
  ])
  const [setting] = await db.insert(settings).values({ name: 'enable-challenge-buddies', value: 'true', type: 'boolean' }).returning()

  return {
    stages: { stage1, stage2 },
    groups: { luzon, visayas },
    subGroups: { north, south, cebu },
    people: { leader, subLeader, visayasLeader, coach, outsider, ana, ben, cruz, dee, vince },
    team,
    challenge,
    setting,
    taskDoneAt,
  }
}

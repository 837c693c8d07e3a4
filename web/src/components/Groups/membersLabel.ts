// How the groups pages count people: "1 member", "3 members".
export const membersLabel = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`

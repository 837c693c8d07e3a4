// Reordering a stage's tasks: the ids in their new order after moving one, or null when the move
// goes nowhere (the first task up, the last down, or onto itself).
export function moveTask(ids: number[], from: number, to: number): number[] | null {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return null
  const order = [...ids]
  const [moved] = order.splice(from, 1)
  order.splice(to, 0, moved)
  return order
}

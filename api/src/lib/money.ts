// Money arithmetic with no product meaning: amounts are whole centavos (integers) everywhere.

/** `total` split into `parts` whole-centavo rows; the remainder centavos go on the first. */
export function splitCentavos(total: number, parts: number): number[] {
  const base = Math.floor(total / parts)
  const rows = Array.from({ length: parts }, () => base)
  rows[0] += total - base * parts
  return rows
}

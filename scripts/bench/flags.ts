// The command-line flags every bench reads the same way: `--name value`, and whole positive
// numbers refused with the bench's name when they are anything else.

export function benchFlags(args: string[], bench: string) {
  const value = (flag: string): string | undefined => {
    const at = args.indexOf(flag)
    return at === -1 ? undefined : args[at + 1]
  }
  const number = (flag: string, fallback: number): number => {
    const raw = value(flag)
    const parsed = raw === undefined ? fallback : Number(raw)
    if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${bench}: ${flag} takes a whole positive number, got "${raw}"`)
    return parsed
  }
  return { value, number }
}

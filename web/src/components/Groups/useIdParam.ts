// A row id from the address (?groupId=12): a positive whole number, or null for anything else.
import { useQueryParam } from '@/lib/useQueryParam'

export function useIdParam(name: string): number | null {
  const [value] = useQueryParam(name)
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id >= 1 && id <= 2_147_483_647 ? id : null
}

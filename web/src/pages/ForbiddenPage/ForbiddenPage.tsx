import { Forbidden } from '@/components/AccessLevels/Forbidden/Forbidden'

export default function ForbiddenPage() {
  return <Forbidden />
}
